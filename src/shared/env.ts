import { DEFAULT_PASSWORD_SALT } from './auth/cipher'

/** Build-time configuration, read once. See README "Environment variables". */
const raw = import.meta.env

export const env = {
  apiUrl: (raw.VITE_API_URL ?? '').replace(/\/$/, ''),
  staticUrl: (raw.VITE_STATIC_URL ?? '').replace(/\/$/, ''),
  passwordSalt: raw.VITE_PASSWORD_SALT || DEFAULT_PASSWORD_SALT,
  googleMapsKey: raw.VITE_GOOGLE_MAPS_KEY ?? '',
  mockApi: raw.VITE_MOCK_API === 'true',
} as const

/** Prefixes a relative photo, icon or flag path with the static-asset base URL. */
export function staticUrl(path: string | null | undefined): string {
  if (!path) return ''
  if (/^(https?:|data:|blob:)/.test(path)) return path
  return `${env.staticUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
