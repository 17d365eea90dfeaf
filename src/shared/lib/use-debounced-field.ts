import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'

/**
 * A field that shows each change at once and reports it `delayMs` after the last one, and that
 * follows its `value` when it changes from outside (Back, Forward, a reset): an outside change is
 * shown and drops a report still pending. The value this field itself reported coming back is not
 * an outside change (the admin may have typed on since).
 */
export function useDebouncedField<T>(value: T, onChange: (value: T) => void, delayMs: number): [shown: T, change: (next: T) => void] {
  const [shown, setShown] = useState(value)
  const [seen, setSeen] = useState(value)
  const [reported, setReported] = useState<{ value: T } | null>(null)
  const [outsideChanges, setOutsideChanges] = useState(0)
  if (!Object.is(value, seen)) {
    setSeen(value)
    setReported(null)
    if (!reported || !Object.is(value, reported.value)) {
      setShown(value)
      setOutsideChanges((count) => count + 1)
    }
  }
  const report = useDebouncedCallback((next: T) => {
    setReported({ value: next })
    onChange(next)
  }, delayMs)
  const handled = useRef(0)
  useEffect(() => {
    if (handled.current === outsideChanges) return
    handled.current = outsideChanges
    report.cancel()
  }, [outsideChanges, report])

  return [
    shown,
    (next: T) => {
      setShown(next)
      report(next)
    },
  ]
}
