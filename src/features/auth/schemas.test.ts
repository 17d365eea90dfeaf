import { describe, expect, it } from 'vitest'
import { authText } from '@/shared/i18n/shell'
import { loginFormSchema } from './schemas'

/** The first message of each refused field. */
function errorsOf(values: { email: string; password: string }) {
  const issues = loginFormSchema.safeParse(values).error?.issues ?? []
  return Object.fromEntries(issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the login form (spec section 5 "Login": e-mail of the form x@y.z)', () => {
  it('an empty form asks for the e-mail and the password', () => {
    expect(errorsOf({ email: '', password: '' })).toEqual({ email: authText.emailRequired, password: authText.passwordRequired })
  })

  it('an e-mail not of the form x@y.z gets "Неправильный формат email"', () => {
    for (const email of ['admin', 'admin@example', '@example.com', 'ad min@example.com', 'admin@exa mple.com']) {
      expect(errorsOf({ email, password: 'secret' })).toEqual({ email: authText.emailInvalid })
    }
    expect(authText.emailInvalid).toBe('Неправильный формат email')
  })

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(loginFormSchema.parse({ email: '  admin@example.com ', password: ' secret ' })).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    })
  })
})
