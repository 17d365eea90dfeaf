import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/shared/limits'
import { issueToken } from '../../../mocks/tokens'
import { expiryWarningDelay } from './use-expiry-warning'

const now = Date.UTC(2026, 10, 24, 12, 0, 0)
const tokenExpiringIn = (seconds: number) => issueToken({ type: 'admin', _id: 'a', exp: now / 1000 + seconds })

describe('the session-expiry warning', () => {
  it('comes five minutes before the token expires', () => {
    expect(expiryWarningDelay(tokenExpiringIn(3600), now)).toEqual({
      delayMs: 3600_000 - LIMITS.sessionExpiryWarningMs,
      expiresAt: now + 3600_000,
    })
  })

  it('comes at once when less than five minutes are left, and not at all for an expired, missing or unreadable token', () => {
    expect(expiryWarningDelay(tokenExpiringIn(120), now)?.delayMs).toBe(0)
    expect(expiryWarningDelay(tokenExpiringIn(0), now)).toBeNull()
    expect(expiryWarningDelay(tokenExpiringIn(-60), now)).toBeNull()
    expect(expiryWarningDelay(null, now)).toBeNull()
    expect(expiryWarningDelay('garbage', now)).toBeNull()
  })
})
