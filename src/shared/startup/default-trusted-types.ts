/**
 * The `default` Trusted Types policy (docs/security.md), which the browser asks about every string written to an
 * HTML or script-URL sink under `require-trusted-types-for 'script'`. It is the platform's answer for code that writes
 * strings and cannot be told otherwise, and lets through only two things:
 * - text with no markup (no `<`): Mantine writes the text of its `<style>` elements (the theme's CSS variables,
 *   responsive grids, the colour-scheme switch's pause of transitions) through `innerHTML`; such text makes no element
 *   and runs nothing as HTML;
 * - the build's own scripts (a `.js` file under `/assets/` of this origin): the photo worker, which Vite starts as
 *   `new Worker(url)` (shared/photos/photo-preparation.ts).
 * Anything else is refused (null: the browser throws a TypeError and reports the violation), so that
 * `element.innerHTML = '<b>x</b>'` or a script from elsewhere still fails. It has no `createScript`: `eval` and inline
 * script text stay closed. Without Trusted Types (the dev server, tests) it does nothing.
 */
export const DEFAULT_POLICY = 'default'

/** Whether `html`, written to an HTML sink, can only ever be text. */
export function isMarkupFree(html: string): boolean {
  return !html.includes('<')
}

/** Whether `url` names one of the build's own scripts on `origin` (a `.js` file under /assets/). */
export function isOwnBuildScript(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/') && parsed.pathname.endsWith('.js') && !parsed.search
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
  createScriptURL: (input) => (isOwnBuildScript(input, location.origin) ? input : null),
})
