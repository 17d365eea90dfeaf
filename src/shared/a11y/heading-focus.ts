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

/**
 * A dialog has closed: when what opened it has gone with what the dialog did (the row it deleted, the bulk bar of a
 * selection it ended), the focus would fall to the page's start; it goes to the screen's heading instead, so that Tab
 * goes on in the same screen.
 */
export function keepFocusInScreenAfterDialog() {
  let frames = 0
  const check = () => {
    const active = document.activeElement
    if (active === null || active === document.body) {
      document.getElementById(PAGE_TITLE_ID)?.focus()
      return
    }
    // Still in the closing dialog: Mantine gives the focus back to its opener a moment after the close starts, or,
    // with the opener gone, leaves it there until the dialog leaves the page.
    if (active.closest('[role="dialog"]') && (frames += 1) < CLOSING_FRAMES) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
