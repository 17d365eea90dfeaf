import { useEffect } from 'react'

/** A shortcut: the key as `KeyboardEvent.key` gives it ('k', '?', '/'), with Ctrl or Cmd when `mod`. */
export type KeyShortcut = {
  key: string
  mod?: boolean
  /** Also while typing in a field or the markup editor. */ inFields?: boolean
  run: () => void
}

function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

/** Whether `event` is `shortcut`: the key (any case) and Ctrl/Cmd exactly as asked, Alt never; outside fields unless `inFields`. */
export function matchesShortcut(
  shortcut: KeyShortcut,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): boolean {
  const mod = event.ctrlKey || event.metaKey
  return (
    event.key.toLowerCase() === shortcut.key &&
    mod === Boolean(shortcut.mod) &&
    !event.altKey &&
    (Boolean(shortcut.inFields) || !inField(event.target))
  )
}

/**
 * The console's keyboard shortcuts on the document, small enough for the shell: the shell
 * loads this with every screen, where Mantine's useHotkeys (a key-name parser) would cost some of
 * the screens' JS budget. A matched key's default is prevented (Ctrl+S never saves the page).
 */
export function useKeyShortcuts(shortcuts: KeyShortcut[]) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcuts.find((candidate) => matchesShortcut(candidate, event))
      if (!shortcut) return
      event.preventDefault()
      shortcut.run()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })
}
