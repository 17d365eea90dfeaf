import { PHOTO_WORKER_URL } from '@/shared/photos/photo-worker-url'

/**
 * The `default` Trusted Types policy (docs/security.md), which the browser asks about every string written to an
 * HTML or script-URL sink under `require-trusted-types-for 'script'`. It is the platform's answer for code that writes
 * strings and cannot be told otherwise, and lets through only two things:
 * - text with no markup (no `<`): Mantine writes the text of its `<style>` elements (the theme's CSS variables,
 *   responsive grids, the colour-scheme switch's pause of transitions) through `innerHTML`; such text makes no element
 *   and runs nothing as HTML;
 * - the workers the build emits, each by its whole URL: the photo worker, which the console starts as
 *   `new Worker(url)` (shared/photos/photo-preparation.ts). Not a folder and a suffix: `/assets/..%2Fuploads%2Fx.js`
 *   is under /assets/ to the URL parser, while a server may well answer it from /uploads.
 * Anything else is refused (null: the browser throws a TypeError and reports the violation), so that
 * `element.innerHTML = '<b>x</b>'` or a script from elsewhere still fails. It has no `createScript`: `eval` and inline
 * script text stay closed. Without Trusted Types (the dev server, tests) it does nothing.
 */
export const DEFAULT_POLICY = 'default'

/** Whether `html`, written to an HTML sink, can only ever be text. */
export function isMarkupFree(html: string): boolean {
  return !html.includes('<')
}

/** The scripts the console starts as workers, as the build emits them. */
export const BUILD_WORKERS: readonly string[] = [PHOTO_WORKER_URL]

/** Whether `url`, resolved against `base`, is exactly one of `workers` resolved the same way. */
export function isBuildWorker(url: string, base: string, workers: readonly string[] = BUILD_WORKERS): boolean {
  try {
    const href = new URL(url, base).href
    return workers.some((worker) => new URL(worker, base).href === href)
  } catch {
    return false
  }
}

type TrustedTypesFactory = {
  createPolicy: (
    name: string,
    rules: { createHTML: (input: string) => string | null; createScriptURL: (input: string) => string | null },
  ) => unknown
}

const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
factory?.createPolicy(DEFAULT_POLICY, {
  createHTML: (input) => (isMarkupFree(input) ? input : null),
  createScriptURL: (input) => (isBuildWorker(input, location.href) ? input : null),
})
