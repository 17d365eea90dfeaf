import { useRouter, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/** A route without path parameters: its path is its address. */
export type StaticRoutePath = Extract<LinkProps['to'], `/${string}`>

type RouteAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  to: StaticRoutePath
  /** Opens in a new browser tab (the router does not take the click). */
  newTab?: boolean
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

/**
 * A link to a screen as a plain anchor: a plain click navigates in the app (through the router,
 * so a leave guard still asks first), a modified click or a new-tab link is the browser's, and
 * hover or focus warms the screen as the router's intent preloading does. The router's Link does
 * the same with active-state tracking per instance, which the shell and the list screens do not
 * need.
 */
export function RouteAnchor({ to, newTab = false, onClick, onMouseEnter, onFocus, children, ...anchor }: RouteAnchorProps) {
  const router = useRouter()
  const preload = () => {
    if (!newTab) router.preloadRoute({ to }).catch(() => undefined)
  }
  return (
    <a
      {...anchor}
      href={to}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      onClick={(event) => {
        onClick?.(event)
        if (newTab || !isPlainClick(event)) return
        event.preventDefault()
        void router.navigate({ to })
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        preload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
    >
      {children}
    </a>
  )
}
