import { describe, expect, it } from 'vitest'
import { testAdmin, testCountry } from '@/test/profiles'
import { issueToken } from '../../../mocks/tokens'
import { navEntryOfPath, signInVerdict } from './sign-in'

describe('signInVerdict: what the login screen and the mock panel start a session with', () => {
  const moderator = testAdmin({ complaints: [testCountry(1, 'Kyrgyzstan')] })

  it('an admin token with a permitted screen lands on the first one', () => {
    expect(signInVerdict(issueToken({ type: 'admin', _id: 'x' }), moderator)).toEqual({ home: '/reports' })
  })

  it('refuses an app user, a broken or expired token, and an admin without screens', () => {
    expect(signInVerdict(issueToken({ type: 'user', _id: 'x' }), moderator)).toEqual({ refusal: 'denied' })
    expect(signInVerdict('not-a-jwt', moderator)).toEqual({ refusal: 'failed' })
    expect(signInVerdict(issueToken({ type: 'admin', _id: 'x', exp: 1 }), moderator)).toEqual({ refusal: 'failed' })
    expect(signInVerdict(issueToken({ type: 'admin', _id: 'x' }), testAdmin())).toEqual({ refusal: 'noSections' })
  })
})

describe('navEntryOfPath', () => {
  it('finds the section of a screen by its first path segment', () => {
    expect(navEntryOfPath('/reports')?.feature).toBe('complaints')
    expect(navEntryOfPath('/organizations/edit/abc')?.feature).toBe('organizations')
    expect(navEntryOfPath('/events/view')?.feature).toBe('events')
    expect(navEntryOfPath('/login')).toBeUndefined()
    expect(navEntryOfPath('/')).toBeUndefined()
  })
})
