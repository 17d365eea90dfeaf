import '@testing-library/jest-dom/vitest'
import * as webStreams from 'node:stream/web'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

/** Files marked `// @vitest-environment node` (multipart mock calls through Node's own fetch) have no DOM. */
const hasDom = typeof window !== 'undefined'

afterEach(() => {
  if (!hasDom) return
  cleanup()
  localStorage.clear()
})

// Mantine needs these browser APIs that jsdom lacks.
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (hasDom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub })
}

// The vmThreads pool gives each file a bare jsdom window: Node's web streams (msw's interceptors
// need them) are not copied into it as they are under the default pool.
for (const [name, value] of Object.entries(webStreams)) {
  if (hasDom && typeof value === 'function' && !(name in globalThis)) Object.assign(globalThis, { [name]: value })
}
