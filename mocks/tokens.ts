import { tokenPayloadSchema, type TokenPayload } from '@/shared/auth/schemas'

const SECRET = 'mock-backend-secret'
const TOKEN_LIFETIME_S = 12 * 60 * 60

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** Not cryptography: a stable keyed checksum so that a hand-edited token is rejected. */
function sign(data: string): string {
  let hash = 0x811c9dc5
  for (const char of `${SECRET}.${data}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return base64Url(hash.toString(16).padStart(8, '0'))
}

export function issueToken(payload: Omit<TokenPayload, 'exp'> & { exp?: number }): string {
  const body = { ...payload, exp: payload.exp ?? Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S }
  const data = `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(body))}`
  return `${data}.${sign(data)}`
}

/** The payload of a token this mock issued and that has not expired; null otherwise. */
export function readToken(token: string): TokenPayload | null {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature || sign(`${header}.${payload}`) !== signature) return null
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(fromBase64Url(payload)))
    if (!parsed.success || parsed.data.exp * 1000 <= Date.now()) return null
    return parsed.data
  } catch {
    return null
  }
}
