import { Modal } from '@mantine/core'
import { shortcutsText } from '@/shared/i18n/palette'
import { listSearchIn, saveButtonIn } from '@/shared/lib/shortcut-targets'
import classes from './command-palette.module.css'

/** The sheet `?` opens: every keyboard shortcut of the console with what it does (issue 23). Loaded on first use. */
export default function ShortcutsSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={shortcutsText.title} size="lg">
      <dl className={classes.shortcuts}>
        {shortcutsText.shortcuts.map((shortcut) => (
          <div key={shortcut.keys} className={classes.shortcut}>
            <dt>
              <kbd className={classes.keys}>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}

/** Ctrl+S / Cmd+S: the open form's save button, pressed as a click would (validation, forbidden fragments, outcome modal). */
export function saveOpenForm() {
  saveButtonIn(document)?.click()
}

/** `/`: the current list's search field. */
export function focusListSearch() {
  listSearchIn(document)?.focus()
}
