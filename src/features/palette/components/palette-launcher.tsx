import { lazy, Suspense, useState } from 'react'
import { shellText } from '@/shared/i18n/shell'
import { useKeyShortcuts } from '@/shared/lib/key-shortcuts'
import { listSearchIn, saveButtonIn } from '@/shared/lib/shortcut-targets'
import { SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import ShortcutsSheet from './shortcuts-sheet'

// The palette (Spotlight, its styles, the searches) is a heavy optional piece: it loads on the first Ctrl+K or press,
// and opens once loaded.
const CommandPalette = lazy(() => import('./command-palette'))

/** Ctrl+S / Cmd+S: the open form's save button, pressed as a click would (validation, forbidden fragments, outcome modal). */
function saveOpenForm() {
  saveButtonIn(document)?.click()
}

/** `/`: the current list's search field. */
function focusListSearch() {
  listSearchIn(document)?.focus()
}

/**
 * The shell's search button and the console's keyboard shortcuts: Ctrl+K / Cmd+K opens the
 * command palette from anywhere (in a field and in the markup editor too); Ctrl+S / Cmd+S saves the open form from anywhere and never the page; `?` (the sheet of
 * shortcuts) and `/` (the list's search) only outside fields, where they are text.
 */
export function PaletteLauncher() {
  const [request, setRequest] = useState(0)
  const [sheet, setSheet] = useState(false)
  const openPalette = () => setRequest((count) => count + 1)
  useKeyShortcuts([
    { key: 'k', mod: true, inFields: true, run: openPalette },
    { key: 's', mod: true, inFields: true, run: saveOpenForm },
    { key: '?', run: () => setSheet(true) },
    { key: '/', run: focusListSearch },
  ])
  return (
    <>
      <SecondaryAction onClick={openPalette} aria-keyshortcuts="Control+K Meta+K">
        {/* A no-break space: Mantine's button label is a flex box, which drops a plain one between its items. */}
        {shellText.nav.search}
        {'\u00a0'}
        <kbd>{shellText.nav.searchShortcut}</kbd>
      </SecondaryAction>
      {request > 0 && (
        <Suspense fallback={null}>
          <CommandPalette request={request} />
        </Suspense>
      )}
      <DialogSlot open={sheet}>{(_, opened) => <ShortcutsSheet opened={opened} onClose={() => setSheet(false)} />}</DialogSlot>
    </>
  )
}
