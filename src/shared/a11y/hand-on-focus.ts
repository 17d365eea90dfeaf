import { useLayoutEffect, useRef } from 'react'

/**
 * A control that leaves the page while it holds the focus (a 'save sort' once its change is saved) would drop the
 * focus to the page's start: it hands it to the control beside it (after it, else before it). A control disabled
 * while its call runs has dropped the focus already; it still hands it on, when nothing else took it meanwhile. The
 * returned ref goes on the leaving control.
 */
export function useHandFocusOnLeaving<T extends HTMLElement>() {
  const own = useRef<T>(null)
  useLayoutEffect(() => {
    const element = own.current
    if (!element) return
    let held = element === document.activeElement
    const take = () => {
      held = true
    }
    // Focus moved to another element: no longer this control's to hand on. Fallen to the page (null): still its.
    const leave = (event: FocusEvent) => {
      held = event.relatedTarget === null
    }
    element.addEventListener('focus', take)
    element.addEventListener('blur', leave)
    // Run as the control leaves, while it is still in the page.
    return () => {
      element.removeEventListener('focus', take)
      element.removeEventListener('blur', leave)
      const active = document.activeElement
      if (!held || (active !== element && active !== null && active !== document.body)) return
      const beside = element.nextElementSibling ?? element.previousElementSibling
      if (beside instanceof HTMLElement) beside.focus()
    }
  }, [])
  return own
}
