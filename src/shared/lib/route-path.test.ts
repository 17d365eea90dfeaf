import { describe, expect, it } from 'vitest'
import { isPathShaped, routePathIn } from './route-path'

const ROUTES = new Set(['/cities', '/organizations/edit', '/login'])
const isRoute = (pathname: string) => ROUTES.has(pathname)

describe("the login's redirect parameter accepts only a path of the route tree", () => {
  it('keeps a path of the tree with its query', () => {
    expect(routePathIn('/cities', isRoute)).toBe('/cities')
    expect(routePathIn('/organizations/edit?id=65a000000000000000000e01', isRoute)).toBe('/organizations/edit?id=65a000000000000000000e01')
  })

  it('refuses another host, another scheme and a path no route has', () => {
    for (const value of [
      '//evil.example.org',
      '//evil.example.org/cities',
      '/\\evil.example.org',
      '/\tevil',
      'https://evil.example.org/cities',
      'javascript:alert(1)',
      '/no/such/page',
      '/cities/../admins/x',
      '',
      undefined,
    ]) {
      expect(routePathIn(value, isRoute), String(value)).toBeUndefined()
    }
  })

  it('a search param is shaped as an in-app path or dropped', () => {
    expect(isPathShaped('/cities')).toBe(true)
    expect(isPathShaped('//host')).toBe(false)
    expect(isPathShaped('/\\host')).toBe(false)
    expect(isPathShaped('cities')).toBe(false)
  })
})
