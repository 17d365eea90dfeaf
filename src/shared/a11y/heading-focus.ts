import type { AnyRouter } from '@tanstack/react-router'

let screenChanged = false

/** The id of a screen's heading (`PageFrame`'s h1). */
export const PAGE_TITLE_ID = 'page-title'

/** The frames a closing dialog is watched for: longer than Mantine's close transition (200 ms). */
const CLOSING_FRAMES = 60

/**
 * After a navigation inside the console to another path, focus goes to the new screen's heading (`takeFocusAfterNavigation`), so
 * that the keyboard starts from the top of the new content and a screen reader reads its name. The first screen a tab
 * opens keeps the browser's start (and the sign-in form its own field).
 */
export function followNavigations(router: AnyRouter): () => void {
  return router.subscribe('onBeforeLoad', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) screenChanged = true
  })
}

/**
 * A screen's heading as it mounts (a ref callback): it takes the focus once after a navigation, unless something in
 * its screen already holds it.
 */
export function takeFocusAfterNavigation(heading: HTMLElement | null) {
  if (!heading || !screenChanged) return
  screenChanged = false
  const screen = heading.closest('section') ?? heading
  if (screen.contains(document.activeElement) && document.activeElement !== heading) return
  heading.focus()
}

/** Mantine gives the focus back to a closed dialog's opener this long after the close (useFocusReturn's timeout). */
const FOCUS_RETURN_MS = 10

/**
 * A dialog has closed: when what opened it has gone with what the dialog did (the row it deleted, the bulk bar of a
 * selection it ended), the focus would fall to the page's start; it goes to the screen's heading instead, so that Tab
 * goes on in the same screen. Only once nothing else will place it: Mantine gives the focus back to the opener a moment
 * after the close (also when the focus has already fallen to the page, from a confirm button disabled by its own
 * call), and a dialog still closing may place it as it leaves (ResultDialog's `focusAfter`).
 */
export function keepFocusInScreenAfterDialog() {
  // The page stays where the admin had scrolled it: only the keyboard's place moves.
  const toHeading = () => document.getElementById(PAGE_TITLE_ID)?.focus({ preventScroll: true })
  let frames = 0
  const check = () => {
    const active = document.activeElement
    const lost = active === null || active === document.body
    const closing = document.querySelector('[role="dialog"][aria-modal="true"]') !== null
    if (lost && !closing) {
      toHeading()
      return
    }
    if (!lost && !active.closest('[role="dialog"]')) return
    // Still in the closing dialog, or fallen to the page while a dialog is still leaving it: watched until the
    // dialogs have left (a dialog left open past these frames keeps the old fallback, the heading).
    if ((frames += 1) < CLOSING_FRAMES) requestAnimationFrame(check)
    else if (lost) toHeading()
  }
  // Set after Mantine's own timeout of the same close (the Modal's effects run before its DialogSlot's).
  window.setTimeout(() => requestAnimationFrame(check), FOCUS_RETURN_MS)
}
