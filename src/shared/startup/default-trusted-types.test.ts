import { describe, expect, it } from 'vitest'
import { PHOTO_WORKER_URL } from '@/shared/photos/photo-worker-url'
import { BUILD_WORKERS, isBuildWorker, isMarkupFree } from './default-trusted-types'

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

describe('the default policy starts only the workers the build emits, compared whole, not by their folder', () => {
  const origin = 'https://console.example.org'
  const worker = '/assets/photo-worker-Ab12.js'
  it('the photo worker, absolute or relative, is let through', () => {
    expect(isBuildWorker(`${origin}${worker}`, origin, [worker])).toBe(true)
    expect(isBuildWorker(worker, origin, [worker])).toBe(true)
  })

  it("another script of the console's folder, an encoded way out of it, another origin, a query, or no script at all is refused", () => {
    for (const url of [
      `${origin}/assets/index-Cd34.js`,
      '/assets/..%2Fuploads%2Fx.js',
      '/assets/%2e%2e/uploads/x.js',
      `https://evil.example.com${worker}`,
      `${origin}/uploads/photo.js`,
      `${origin}/api/jsonp?callback=alert`,
      `${worker}?callback=alert`,
      `${worker}#x`,
      'data:text/javascript,alert(1)',
      'blob:https://console.example.org/1234',
    ]) {
      expect(isBuildWorker(url, origin, [worker]), url).toBe(false)
    }
  })

  it('the workers are the URLs the build gives the photo worker', () => {
    expect(BUILD_WORKERS).toEqual([PHOTO_WORKER_URL])
  })
})
