import { lazy, Suspense, useState } from 'react'
import { useKeyShortcuts } from '@/shared/lib/key-shortcuts'
import { SecondaryAction } from '@/shared/ui/actions'
import { shellText } from '@/shared/i18n/shell'

// The palette (Spotlight, its styles, the searches) and the shortcuts sheet with what Ctrl+S and `/` do load on first use:
// the shell carries only this button and the key listener.
const CommandPalette = lazy(() => import('./command-palette'))
const loadShortcuts = () => import('./shortcuts-sheet')
const ShortcutsSheet = lazy(loadShortcuts)

/**
 * The shell's search button and the console's keyboard shortcuts: Ctrl+K / Cmd+K opens
 * the command palette from anywhere (in a field and in the markup editor too), loaded on the first
 * press; Ctrl+S / Cmd+S saves the open form from anywhere and never the page; `?` (the sheet of
 * shortcuts) and `/` (the list's search) only outside fields, where they are text.
 */
export function PaletteLauncher() {
  const [request, setRequest] = useState(0)
  // null until `?` is first pressed: the sheet's code loads then.
  const [sheet, setSheet] = useState<boolean | null>(null)
  const openPalette = () => setRequest((count) => count + 1)
  useKeyShortcuts([
    { key: 'k', mod: true, inFields: true, run: openPalette },
    { key: 's', mod: true, inFields: true, run: () => void loadShortcuts().then((shortcuts) => shortcuts.saveOpenForm()) },
    { key: '?', run: () => setSheet(true) },
    { key: '/', run: () => void loadShortcuts().then((shortcuts) => shortcuts.focusListSearch()) },
  ])
  return (
    <>
      <SecondaryAction onClick={openPalette} aria-keyshortcuts="Control+K Meta+K">
        {shellText.nav.search} <kbd>{shellText.nav.searchShortcut}</kbd>
      </SecondaryAction>
      <Suspense fallback={null}>
        {request > 0 && <CommandPalette request={request} />}
        {sheet !== null && <ShortcutsSheet opened={sheet} onClose={() => setSheet(false)} />}
      </Suspense>
    </>
  )
}
