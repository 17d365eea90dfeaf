import { describe, expect, it } from 'vitest'
import { isMarkupFree } from './style-text-policy'

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
