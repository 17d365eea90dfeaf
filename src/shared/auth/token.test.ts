import { describe, expect, it } from 'vitest'
import { issueToken } from '../../../mocks/tokens'
import { checkToken, decodeToken } from './token'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const inSeconds = (ms: number) => Math.floor(ms / 1000)

/** A JWT-shaped token with any payload; the console never checks the signature. */
function jwt(payload: unknown): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`
}

describe('token decoding (spec section 4 "Session")', () => {
  it('reads the payload of a token the server issued', () => {
    const token = issueToken({ type: 'admin', _id: 'ad0000000000000000000001', exp: inSeconds(NOW) + 60 })
    expect(decodeToken(token)).toEqual({ type: 'admin', _id: 'ad0000000000000000000001', exp: inSeconds(NOW) + 60 })
  })

  it('reads base64url payloads with - and _ and without padding', () => {
    // A payload chosen so that the base64 form contains + and / (→ - and _ in base64url).
    const token = jwt({ type: 'root', exp: inSeconds(NOW) + 60, note: '>>>???~~~' })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(decodeToken(token)?.type).toBe('root')
  })

  it('a valid root or admin token that has not expired is a session', () => {
    expect(checkToken(jwt({ type: 'root', exp: inSeconds(NOW) + 3600 }), NOW)).toBe('valid')
    expect(checkToken(jwt({ type: 'admin', _id: 'x', exp: inSeconds(NOW) + 1 }), NOW)).toBe('valid')
  })

  it('an expired token is no session (expiry at the very second counts as expired)', () => {
    expect(checkToken(jwt({ type: 'admin', exp: inSeconds(NOW) - 1 }), NOW)).toBe('expired')
    expect(checkToken(jwt({ type: 'admin', exp: inSeconds(NOW) }), NOW)).toBe('expired')
  })

  it('a token of type user, or of any other type, is denied even when it has not expired', () => {
    expect(checkToken(jwt({ type: 'user', exp: inSeconds(NOW) + 3600 }), NOW)).toBe('denied')
    expect(checkToken(jwt({ type: 'superuser', exp: inSeconds(NOW) + 3600 }), NOW)).toBe('denied')
  })

  it('missing and malformed tokens are no session', () => {
    expect(checkToken(null, NOW)).toBe('missing')
    expect(checkToken('', NOW)).toBe('missing')
    expect(checkToken('not-a-jwt', NOW)).toBe('malformed')
    expect(checkToken('a.%%%.c', NOW)).toBe('malformed')
    expect(checkToken(`x.${btoa('not json')}.y`, NOW)).toBe('malformed')
    expect(checkToken(jwt({ type: 'admin' }), NOW)).toBe('malformed')
    expect(checkToken(jwt({ exp: inSeconds(NOW) + 60 }), NOW)).toBe('malformed')
    expect(checkToken(jwt({ type: 'admin', exp: 'tomorrow' }), NOW)).toBe('malformed')
    expect(decodeToken('only-one-part')).toBeNull()
  })
})
