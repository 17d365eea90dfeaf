import type { AnyRouter } from '@tanstack/react-router'

let screenChanged = false

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
