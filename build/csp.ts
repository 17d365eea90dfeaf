/**
 * The console's Content-Security-Policy, built from the origins a deploy's runtime config names
 * (public/config.json, src/shared/startup/runtime-config.ts): the one place that writes it. The production
 * build puts it in a <meta> of dist/index.html (build/security-plugins.ts); the preview server
 * (mocks/server.ts) sends it as headers, with what a <meta> cannot carry. docs/security.md says why
 * each directive is what it is.
 */

import { deployOrigins } from '../src/shared/startup/deploy-origins.ts'

export { originOf } from '../src/shared/startup/deploy-origins.ts'

/** What of the runtime config the policy depends on. */
export type PolicyOrigins = {
  /** The API's origin or base URL; empty: the console's own origin. */
  apiUrl: string
  /** The static files' base URL (photos, icons, flags); empty: the console's own origin. */
  staticUrl: string
  /** With a Maps key the map's script, tiles and fonts come from Google. */
  googleMapsKey: string
}

/**
 * The Trusted Types policies the console creates: DOMPurify's (it parses markup into nodes) and the default one, which
 * lets only markup-free text into an HTML sink (Mantine's style elements) and only the build's own scripts into a
 * script-URL sink (the photo worker; src/shared/startup/default-trusted-types.ts).
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default'] as const
/** The Maps loader's policy (@googlemaps/js-api-loader, under @vis.gl/react-google-maps) and the Maps script's own; only with a key. */
export const MAPS_TRUSTED_TYPES_POLICIES = ['@googlemaps/js-api-loader', 'google-maps-api#html', 'goog#html'] as const

/**
 * What the Maps JavaScript API loads (developers.google.com/maps/documentation/javascript/content-security-policy).
 * Its scripts are let in the strict way Google recommends: the page's nonce and 'strict-dynamic' (the loader's
 * script carries the nonce, and what a trusted script adds is trusted). A browser that knows 'strict-dynamic'
 * ignores the hosts and `blob:` of `script`: a host allowlist of google.com is a known bypass (its JSONP
 * endpoints), so they are only the fallback of browsers that do not.
 */
const MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'blob:'],
  frame: ['https://*.google.com'],
  image: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com', 'data:'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
}

/** A nonce that changes the policy's `'nonce-…'` and the style elements' `nonce` attribute together. */
export type Directives = [name: string, ...values: string[]][]

/**
 * The directives, in order. `nonce` lets the console's own style elements in (Mantine's CSS variables
 * and responsive grids, CodeMirror's theme): without 'unsafe-inline', an injected <style> does not apply.
 */
export function policyDirectives(origins: PolicyOrigins, nonce: string): Directives {
  const others = deployOrigins(origins)
  const maps = origins.googleMapsKey !== ''
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(maps ? [`'nonce-${nonce}'`, "'strict-dynamic'", ...MAPS.script] : [])],
    ['style-src', "'self'", `'nonce-${nonce}'`, ...(maps ? MAPS.style : [])],
    ['img-src', "'self'", 'blob:', ...others, ...(maps ? MAPS.image : [])],
    ['connect-src', "'self'", ...others, ...(maps ? MAPS.connect : [])],
    ['font-src', "'self'", ...(maps ? MAPS.font : [])],
    ['worker-src', "'self'", ...(maps ? MAPS.worker : [])],
    ...(maps ? [['frame-src', ...MAPS.frame] satisfies Directives[number]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES, ...(maps ? MAPS_TRUSTED_TYPES_POLICIES : [])],
  ]
}

/** What only a header can carry: a <meta> policy ignores these. */
export const HEADER_ONLY_DIRECTIVES: Directives = [['frame-ancestors', "'none'"]]

export function policyText(directives: Directives): string {
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The policy of the <meta> in index.html. */
export function metaPolicy(origins: PolicyOrigins, nonce: string): string {
  return policyText(policyDirectives(origins, nonce))
}

/** The policy of the Content-Security-Policy header: the meta's and frame-ancestors; a report endpoint when given. */
export function headerPolicy(origins: PolicyOrigins, nonce: string, reportTo?: string): string {
  const report: Directives = reportTo ? [['report-to', reportTo]] : []
  return policyText([...policyDirectives(origins, nonce), ...HEADER_ONLY_DIRECTIVES, ...report])
}

/**
 * Headers of every file under /uploads when users' photos are served from the console's own origin: a file that is
 * really HTML or SVG runs in an opaque origin, never as the console, and is never sniffed into something else.
 */
export const UPLOADS_HEADERS = { 'Content-Security-Policy': 'sandbox', 'X-Content-Type-Options': 'nosniff' } as const

/** Headers the preview server and the deploy configurations (deploy/) send with index.html. */
export function securityHeaders(origins: PolicyOrigins, nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': headerPolicy(origins, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** The <meta> element carrying the policy; `CSP_META` finds it again in a built index.html. */
export const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/
export function cspMetaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`
}
