import { lazy, Suspense, useState } from 'react'
import { ru } from '../../../shared/i18n/ru'
import { useKeyShortcuts } from '../../../shared/lib/key-shortcuts'
import { SecondaryAction } from '../../../shared/ui/actions'

// The palette (Spotlight, its styles, the searches) loads on first use: the shell carries only this button and the hotkey.
const CommandPalette = lazy(() => import('./command-palette'))

/**
 * The shell's search button and Ctrl+K / Cmd+K from anywhere in the signed-in console (in a field
 * and in the markup editor too): each press opens the command palette, loaded on the first.
 */
export function PaletteLauncher() {
  const [request, setRequest] = useState(0)
  const openPalette = () => setRequest((count) => count + 1)
  useKeyShortcuts([{ key: 'k', mod: true, inFields: true, run: openPalette }])
  return (
    <>
      <SecondaryAction onClick={openPalette} aria-keyshortcuts="Control+K Meta+K">
        {ru.nav.search} <kbd>{ru.nav.searchShortcut}</kbd>
      </SecondaryAction>
      {request > 0 && (
        <Suspense fallback={null}>
          <CommandPalette request={request} />
        </Suspense>
      )}
    </>
  )
}
