import { describe, expect, it } from 'vitest'
import { isMarkupFree, isOwnBuildScript } from './default-trusted-types'

describe("the default Trusted Types policy lets Mantine's style text through and nothing that is markup", () => {
  it('CSS text is let through', () => {
    expect(
      isMarkupFree(':root { --mantine-color-blue-6: #228be6; } @media (min-width: 48em) { .x { grid-template-columns: 1fr 1fr } }'),
    ).toBe(true)
    expect(isMarkupFree('*, *::before, *::after {transition: none !important;}')).toBe(true)
  })

  it('anything that could make an element is refused', () => {
    expect(isMarkupFree('<b>x</b>')).toBe(false)
    expect(isMarkupFree('</style><img src=x onerror=alert(1)>')).toBe(false)
    expect(isMarkupFree('a < b')).toBe(false)
  })
})

describe('the default policy starts only the build’s own scripts (the photo worker)', () => {
  const origin = 'https://console.example.org'
  it('a script of the build, absolute or relative, is let through', () => {
    expect(isOwnBuildScript(`${origin}/assets/photo-worker-Ab12.js`, origin)).toBe(true)
    expect(isOwnBuildScript('/assets/photo-worker-Ab12.js', origin)).toBe(true)
  })

  it('another origin, another folder, a query, or no script at all is refused', () => {
    expect(isOwnBuildScript('https://evil.example.com/assets/x.js', origin)).toBe(false)
    expect(isOwnBuildScript(`${origin}/uploads/photo.js`, origin)).toBe(false)
    expect(isOwnBuildScript(`${origin}/api/jsonp?callback=alert`, origin)).toBe(false)
    expect(isOwnBuildScript(`${origin}/assets/x.js?callback=alert`, origin)).toBe(false)
    expect(isOwnBuildScript('data:text/javascript,alert(1)', origin)).toBe(false)
    expect(isOwnBuildScript('blob:https://console.example.org/1234', origin)).toBe(false)
  })
})
