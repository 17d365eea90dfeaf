/** The origin of an absolute http(s) URL, or null (empty or relative: the console's own origin). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The origins besides the console's own that a deploy's API and static files come from. The one list
 * for both: the policy's `img-src` and `connect-src` name them (build/csp.ts), and an image of the
 * markup may come only from them or from the console itself (shared/markup/sanitize-markup.ts).
 */
export function deployOrigins(origins: { apiUrl: string; staticUrl: string }): string[] {
  return [...new Set([originOf(origins.apiUrl), originOf(origins.staticUrl)].filter((origin): origin is string => origin !== null))]
}
