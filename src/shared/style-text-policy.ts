/**
 * Mantine writes the text of its `<style>` elements (the theme's CSS variables, responsive grids, the
 * colour-scheme switch's pause of transitions) through `innerHTML`, which Trusted Types refuses a string
 * (docs/security.md). The platform's answer for such code is the `default` policy, which the browser
 * asks about every string written to an HTML sink: this one lets through only text that holds no markup
 * (no `<`), which as HTML makes no element and runs nothing, and refuses everything else, so that
 * `element.innerHTML = '<b>x</b>'` still throws and is reported. Without Trusted Types (the dev server, tests) it does nothing.
 */
export const STYLE_TEXT_POLICY = 'default'

/** Whether `html`, written to an HTML sink, can only ever be text. */
export function isMarkupFree(html: string): boolean {
  return !html.includes('<')
}

type TrustedTypesFactory = {
  createPolicy: (name: string, rules: { createHTML: (input: string) => string | null }) => unknown
}

const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
factory?.createPolicy(STYLE_TEXT_POLICY, {
  // null: the browser refuses the write (a TypeError) and reports the violation as it would without this policy.
  createHTML: (input) => (isMarkupFree(input) ? input : null),
})
