import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react'

/** A lazily loaded component that can start loading before it is first rendered. */
export type Preloadable<P> = ComponentType<P> & { preload: () => void }

/**
 * Like React.lazy, with `preload()` to fetch the chunk ahead of use (when the admin reaches for
 * what opens it). Once the chunk is in, a new mount renders the component directly: no suspense,
 * so the first frame after the click already shows it. A mount keeps the form it started with, so
 * a component mounted while loading is never remounted.
 */
export function preloadable<C extends (props: never) => ReactNode>(load: () => Promise<{ default: C }>): Preloadable<Parameters<C>[0]> {
  type P = Parameters<C>[0]
  let loaded: ComponentType<P> | null = null
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default
      return { default: loaded }
    }))
  const Lazy = lazy(start)
  function PreloadableComponent(props: P): ReactNode {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  // A failed preload is forgotten: the first render asks again (and shows a failure as React.lazy would).
  const preload = () =>
    void start().catch(() => {
      loading = null
    })
  return Object.assign(PreloadableComponent, { preload })
}
