import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A modal whose code (Mantine's Modal, focus trap, scroll lock) loads when it first opens, so
 * screens do not pay for it up front. Once opened it stays mounted so that it can animate closed.
 */
export function lazyModal<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load)
  return function LazyModal(props: P) {
    const [wanted, setWanted] = useState(props.opened)
    if (props.opened && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
