import { useEffect, useRef } from 'react'

/**
 * A dialog that goes through phases (asked, running, done) in place: the button that held the focus goes with its
 * phase, and the focus would fall to the page's start. The element given the returned ref (each phase's first
 * action) takes the focus as a new phase shows; the dialog's opening is Mantine's own (`data-autofocus`).
 */
export function usePhaseFocus<T extends HTMLElement>(phase: string) {
  const target = useRef<T>(null)
  const shown = useRef(phase)
  useEffect(() => {
    if (shown.current === phase) return
    shown.current = phase
    target.current?.focus()
  }, [phase])
  return target
}
