import { useEffect } from 'react'

/**
 * A shortcut: the key as `KeyboardEvent.key` gives it ('k', '?', '/'), with Ctrl or Cmd when `mod`; or, with `code`,
 * the key at a place on the keyboard as `KeyboardEvent.code` names it ('KeyS', 'ArrowDown', 'Digit1'), which is the
 * same key on every layout: S answers on the Russian layout too, where it types a Cyrillic letter.
 */
export type KeyShortcut = {
  key?: string
  code?: string
  mod?: boolean
  /** Also while typing in a field or the markup editor. */ inFields?: boolean
  /** Whether this press is the shortcut's at all (where the focus is, say); when not, the key is left to the page. */
  when?: (event: KeyboardEvent) => boolean
  run: (event: KeyboardEvent) => void
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'> & Partial<Pick<KeyboardEvent, 'code' | 'shiftKey'>>

/** Whether `target` takes typing: a field, a select or an editable element (the markup editor). */
export function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

/**
 * Whether `event` is `shortcut`: the key (any case) or the key's place (`code`, then without Shift), Ctrl/Cmd exactly
 * as asked, Alt never; outside fields unless `inFields`.
 */
export function matchesShortcut(shortcut: KeyShortcut, event: KeyPress): boolean {
  const mod = event.ctrlKey || event.metaKey
  const sameKey = shortcut.code !== undefined ? event.code === shortcut.code && !event.shiftKey : event.key.toLowerCase() === shortcut.key
  return sameKey && mod === Boolean(shortcut.mod) && !event.altKey && (Boolean(shortcut.inFields) || !inField(event.target))
}

/**
 * The console's keyboard shortcuts on the document, small enough for the shell: the shell
 * loads this with every screen, where Mantine's useHotkeys (a key-name parser) would cost some of
 * the screens' JS budget. A matched key's default is prevented (Ctrl+S never saves the page).
 */
export function useKeyShortcuts(shortcuts: KeyShortcut[]) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcuts.find((candidate) => matchesShortcut(candidate, event) && (candidate.when?.(event) ?? true))
      if (!shortcut) return
      event.preventDefault()
      shortcut.run(event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })
}
