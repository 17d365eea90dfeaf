import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteAnchor } from './route-anchor'

const router = { navigate: vi.fn(() => Promise.resolve()), preloadRoute: vi.fn(() => Promise.resolve(undefined)) }
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }))

beforeEach(() => vi.clearAllMocks())

describe('RouteAnchor', () => {
  it('is a real link to the path; a plain click navigates in the app (so leave guards still ask)', () => {
    render(<RouteAnchor to="/events/view">События</RouteAnchor>)
    const link = screen.getByRole('link', { name: 'События' })
    expect(link).toHaveAttribute('href', '/events/view')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(router.navigate).toHaveBeenCalledWith({ to: '/events/view' })
  })

  it('leaves a modified click (new tab, new window) to the browser', () => {
    render(<RouteAnchor to="/events/view">События</RouteAnchor>)
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true })
    fireEvent.click(screen.getByRole('link'), { shiftKey: true })
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('a new-tab link opens in a new tab, is never taken by the router nor preloaded', () => {
    render(
      <RouteAnchor to="/gallery" newTab>
        Галерея
      </RouteAnchor>,
    )
    const link = screen.getByRole('link', { name: 'Галерея' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
    fireEvent.mouseEnter(link)
    fireEvent.click(link)
    expect(router.navigate).not.toHaveBeenCalled()
    expect(router.preloadRoute).not.toHaveBeenCalled()
  })

  it('hover and focus warm the screen, as the router links preload on intent', () => {
    render(<RouteAnchor to="/users">Пользователи</RouteAnchor>)
    fireEvent.mouseEnter(screen.getByRole('link'))
    fireEvent.focus(screen.getByRole('link'))
    expect(router.preloadRoute).toHaveBeenCalledWith({ to: '/users' })
    expect(router.preloadRoute).toHaveBeenCalledTimes(2)
  })
})
