/**
 * What the console-wide keyboard shortcuts act on. The kit marks it with
 * `data-shortcut` (the save button of the entry and markup forms, the lists' search field), and the
 * shortcuts find it here: Ctrl+S presses the very save button a click would, `/` focuses the search.
 */
export const SHORTCUT_TARGET = { save: 'save', listSearch: 'list-search' } as const

function openDialogs(root: Document): Element[] {
  return [...root.querySelectorAll('[role="dialog"]')].filter((dialog) => !dialog.closest('[hidden], [aria-hidden="true"]'))
}

/** The marked elements in the topmost open dialog, or on the page outside dialogs when none is open. */
function marked(root: Document, target: string): HTMLElement[] {
  const selector = `[data-shortcut="${target}"]`
  const top = openDialogs(root).at(-1)
  const found = [...(top ?? root).querySelectorAll<HTMLElement>(selector)]
  return top ? found : found.filter((element) => !element.closest('[role="dialog"]'))
}

/** The save button Ctrl+S presses: the open form's, enabled; null when there is none to press. */
export function saveButtonIn(root: Document): HTMLButtonElement | null {
  const buttons = marked(root, SHORTCUT_TARGET.save).filter((element): element is HTMLButtonElement => element instanceof HTMLButtonElement)
  return buttons.find((button) => !button.disabled) ?? null
}

/** The current list's search field `/` focuses; null on a screen without one or under an open dialog. */
export function listSearchIn(root: Document): HTMLInputElement | null {
  return (
    marked(root, SHORTCUT_TARGET.listSearch).find((element): element is HTMLInputElement => element instanceof HTMLInputElement) ?? null
  )
}
