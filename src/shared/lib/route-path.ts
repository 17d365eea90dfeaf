/** A base no real address has: a value that leaves it (`//host`, `/\host`, `https:`) is not a path of the console. */
const BASE = 'http://console.invalid'

/** Shaped as an in-app path: one leading slash, no backslash, no control character. */
export function isPathShaped(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value)
}

/**
 * `value` when it is a path of the console's route tree (`isRoute` says which pathnames are), with its
 * query and fragment; undefined for anything else: another host (`//evil.example`), another scheme, a
 * path no route has. What the login's `redirect` parameter may send the admin to.
 */
export function routePathIn(value: string | undefined, isRoute: (pathname: string) => boolean): string | undefined {
  if (!value || !isPathShaped(value)) return undefined
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE || !isRoute(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
