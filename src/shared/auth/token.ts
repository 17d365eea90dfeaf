import { tokenPayloadSchema, type TokenPayload } from './schemas'

/** The token types allowed into the console; any other type (user, …) is denied. */
export const ALLOWED_TOKEN_TYPES = ['root', 'admin'] as const

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** Reads a JWT's payload without verifying it (the server does that). Null when unreadable. */
export function decodeToken(token: string): TokenPayload | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(payload)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export type TokenVerdict = 'valid' | 'missing' | 'malformed' | 'expired' | 'denied'

/** Spec section 4 "Session": a token exists, is not expired and is not of a denied type. */
export function checkToken(token: string | null, now: number = Date.now()): TokenVerdict {
  if (!token) return 'missing'
  const payload = decodeToken(token)
  if (!payload) return 'malformed'
  if (!(ALLOWED_TOKEN_TYPES as readonly string[]).includes(payload.type)) return 'denied'
  if (payload.exp * 1000 <= now) return 'expired'
  return 'valid'
}
