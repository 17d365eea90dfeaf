import { useEffect, useRef } from 'react'

/**
 * Mantine disables a button while its call runs (`loading`), and a disabled button drops the focus to the page's start:
 * a keyboard user who pressed save or replace would Tab again from the top. Once the call has ended the
 * button takes the focus back, when nothing else took it meanwhile (a dialog, a field the screen focused). The
 * returned ref goes on the button.
 */
export function useFocusBackAfterBusy<T extends HTMLElement>(busy: boolean) {
  const own = useRef<T>(null)
  // Whether the focus is this button's: on it, or fallen to the page from it (blurred towards nothing).
  const held = useRef(false)
  useEffect(() => {
    const element = own.current
    if (!element) return
    const take = () => {
      held.current = true
    }
    const leave = (event: FocusEvent) => {
      held.current = event.relatedTarget === null
    }
    element.addEventListener('focus', take)
    element.addEventListener('blur', leave)
    return () => {
      element.removeEventListener('focus', take)
      element.removeEventListener('blur', leave)
    }
  }, [])
  useEffect(() => {
    if (busy || !held.current) return
    const active = document.activeElement
    if (active === null || active === document.body) own.current?.focus({ preventScroll: true })
  }, [busy])
  return own
}
