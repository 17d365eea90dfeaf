import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import classes from './console-shell.module.css'

type Progress = { state: 'idle' | 'loading' | 'done'; run: number }

/** How long the full bar stays before it fades away, ms. */
const DONE_MS = 400

/**
 * A thin bar at the top while a route loads: it grows towards 80 % while the screen loads, fills
 * and fades once it has. Decorative: the pending panel carries the status for readers.
 */
export function RouteProgress() {
  const router = useRouter()
  const [progress, setProgress] = useState<Progress>({ state: 'idle', run: 0 })
  useEffect(() => {
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) setProgress(({ run }) => ({ state: 'loading', run: run + 1 }))
    })
    const stopEnd = router.subscribe('onResolved', () =>
      setProgress((previous) => (previous.state === 'loading' ? { ...previous, state: 'done' } : previous)),
    )
    return () => {
      stopStart()
      stopEnd()
    }
  }, [router])
  useEffect(() => {
    if (progress.state !== 'done') return
    const timer = setTimeout(
      () => setProgress((previous) => (previous.state === 'done' ? { ...previous, state: 'idle' } : previous)),
      DONE_MS,
    )
    return () => clearTimeout(timer)
  }, [progress.state])
  if (progress.state === 'idle') return null
  // A new run remounts the bar, so its growth starts again from the left.
  return <div key={progress.run} className={classes.progress} data-state={progress.state} aria-hidden="true" />
}
