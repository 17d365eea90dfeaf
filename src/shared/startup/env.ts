import { DEFAULT_PASSWORD_SALT } from '@/shared/auth/cipher'

/**
 * The configuration of this deploy: the build-time values (README "Environment variables") as
 * defaults, replaced at start by what `config.json` beside index.html says (runtime-config.ts),
 * before the app renders. Read at call time, never copied at import.
 */
const raw = import.meta.env

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '')

export type DeployConfig = {
  apiUrl: string
  staticUrl: string
  passwordSalt: string
  googleMapsKey: string
  /** The server honours an `Idempotency-Key` header on creates (docs/api.md); off unless the deploy says so. */
  idempotencyKeys: boolean
}

export const env = {
  apiUrl: withoutTrailingSlash(raw.VITE_API_URL ?? ''),
  staticUrl: withoutTrailingSlash(raw.VITE_STATIC_URL ?? ''),
  passwordSalt: raw.VITE_PASSWORD_SALT || DEFAULT_PASSWORD_SALT,
  googleMapsKey: raw.VITE_GOOGLE_MAPS_KEY ?? '',
  idempotencyKeys: false,
  mockApi: raw.VITE_MOCK_API === 'true',
  /** A release build (not the mock's, not a demo) starts only with this deploy's config.json (runtime-config.ts). */
  releaseBuild: raw.VITE_RELEASE_BUILD === 'true',
  /** This build's id: the channels between tabs carry it in their names (shared/cache/tab-channel.ts). */
  buildId: raw.VITE_BUILD_ID ?? 'unbuilt',
}

/** Puts what a deploy's config names in place of the build's values; what it leaves out stays. */
export function applyDeployConfig(config: Partial<DeployConfig>) {
  if (config.apiUrl !== undefined) env.apiUrl = withoutTrailingSlash(config.apiUrl)
  if (config.staticUrl !== undefined) env.staticUrl = withoutTrailingSlash(config.staticUrl)
  if (config.passwordSalt) env.passwordSalt = config.passwordSalt
  if (config.googleMapsKey !== undefined) env.googleMapsKey = config.googleMapsKey
  if (config.idempotencyKeys !== undefined) env.idempotencyKeys = config.idempotencyKeys
}

/** Prefixes a relative photo, icon or flag path with the static-asset base URL. */
export function staticUrl(path: string | null | undefined): string {
  if (!path) return ''
  if (/^(https?:|data:|blob:)/.test(path)) return path
  return `${env.staticUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
