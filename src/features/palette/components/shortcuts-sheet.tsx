import '@mantine/core/styles/Kbd.css'
import { Kbd, Modal } from '@mantine/core'
import { shortcutsText } from '@/shared/i18n/palette'
import classes from './shortcuts-sheet.module.css'

/** The sheet `?` opens: every keyboard shortcut of the console with what it does. */
export default function ShortcutsSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={shortcutsText.title} size="lg">
      <dl className={classes.shortcuts}>
        {shortcutsText.shortcuts.map((shortcut) => (
          <div key={shortcut.action} className={classes.shortcut}>
            <dt>
              <Kbd>{shortcut.keys}</Kbd>
            </dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
