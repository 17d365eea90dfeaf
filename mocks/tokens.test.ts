import { describe, expect, it } from 'vitest'
import { issueToken, readToken } from './tokens'

const now = () => Math.floor(Date.now() / 1000)

function replacePayload(token: string, payload: unknown): string {
  const [header, , signature] = token.split('.')
  const part = btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${header}.${part}.${signature}`
}

describe('mock tokens', () => {
  it('issues a three-part JWT whose payload the server reads back', () => {
    const token = issueToken({ type: 'admin', _id: 'ad0000000000000000000001' })
    expect(token.split('.')).toHaveLength(3)
    const payload = readToken(token)
    expect(payload).toMatchObject({ type: 'admin', _id: 'ad0000000000000000000001' })
    // Twelve hours of life by default.
    expect(payload!.exp - now()).toBeGreaterThan(11 * 3600)
    expect(payload!.exp - now()).toBeLessThanOrEqual(12 * 3600)
  })

  it('keeps the type it was given (root, admin, user)', () => {
    for (const type of ['root', 'admin', 'user']) expect(readToken(issueToken({ type }))?.type).toBe(type)
  })

  it('rejects an expired token', () => {
    expect(readToken(issueToken({ type: 'admin', exp: now() - 1 }))).toBeNull()
    expect(readToken(issueToken({ type: 'admin', exp: now() + 60 }))).not.toBeNull()
  })

  it('rejects a forged token: an edited payload, a wrong signature, a missing part', () => {
    const token = issueToken({ type: 'user', _id: 'a' })
    expect(readToken(replacePayload(token, { type: 'admin', _id: 'a', exp: now() + 3600 }))).toBeNull()
    expect(readToken(`${token.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`)).toBeNull()
    expect(readToken(token.split('.').slice(0, 2).join('.'))).toBeNull()
    expect(readToken('')).toBeNull()
    expect(readToken('garbage')).toBeNull()
  })
})
