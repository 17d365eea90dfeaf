import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureApiClient, ApiError } from '@/shared/api/client'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '@/shared/auth/cipher'
import { session, SESSION_KEYS } from '@/shared/auth/session'
import { ru } from '@/shared/i18n/ru'
import { authText } from '@/shared/i18n/shell'
import { mockServer } from '../../../mocks/node'
import { SEEDED_ACCOUNTS } from '../../../mocks/seed'
import { db, resetDb } from '../../../mocks/store'
import { authQueries } from './queries'
import { LoginRefused, loginFailureOf, useLogin } from './use-login'

describe('loginFailureOf (spec section 8 "Login")', () => {
  const apiError = (serverMessage: string | undefined, status = 400) =>
    new ApiError('http', serverMessage ?? ru.errors.unknownServer, serverMessage === undefined ? { status } : { status, serverMessage })

  it('"There is no such admin" goes under the e-mail field', () => {
    expect(loginFailureOf(apiError('There is no such admin', 404))).toEqual({ field: 'email', message: 'There is no such admin' })
  })

  it('"Wrong password" goes under the password field', () => {
    expect(loginFailureOf(apiError('Wrong password'))).toEqual({ field: 'password', message: 'Wrong password' })
  })

  it('any other failure is shown for the whole form', () => {
    expect(loginFailureOf(apiError('Too many attempts', 429))).toEqual({ field: 'form', message: 'Too many attempts' })
    expect(loginFailureOf(apiError(undefined, 500))).toEqual({ field: 'form', message: ru.errors.unknownServer })
    expect(loginFailureOf(new ApiError('network', ru.errors.noResponse))).toEqual({ field: 'form', message: ru.errors.noResponse })
    expect(loginFailureOf(new LoginRefused({ field: 'form', message: authText.denied }))).toEqual({
      field: 'form',
      message: authText.denied,
    })
    expect(loginFailureOf(new Error('boom'))).toEqual({ field: 'form', message: 'boom' })
    expect(loginFailureOf('???')).toEqual({ field: 'form', message: authText.failed })
  })
})

describe('useLogin against the mock backend', () => {
  beforeAll(() => {
    mockServer.listen({ onUnhandledFrame: 'error' })
    configureApiClient({ token: session.token, onUnauthorized: session.clear })
  })
  afterEach(() => {
    mockServer.resetHandlers()
    session.clear()
  })
  afterAll(() => mockServer.close())

  function setup() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    return { queryClient, ...renderHook(() => useLogin(), { wrapper }) }
  }

  it('an admin signs in: the token and profile are stored and the first permitted screen is returned', async () => {
    const { result, queryClient } = setup()
    const { email, password } = SEEDED_ACCOUNTS.moderator
    result.current.mutate({ email: `  ${email}  `, password })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBe('/reports')
    expect(session.isValid()).toBe(true)
    expect(session.get().profile?.display_name).toBe('Мира Модератор')
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(session.get().token)
    expect(queryClient.getQueryData(authQueries.profile().queryKey)).toEqual(session.get().profile)
  })

  it('root signs in and goes to /admins', async () => {
    const { result } = setup()
    result.current.mutate(SEEDED_ACCOUNTS.root)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBe('/admins')
    expect(session.get().profile?.isRoot).toBe(true)
  })

  it('an app user gets a token of type user and is denied; nothing is stored', async () => {
    const { result } = setup()
    result.current.mutate(SEEDED_ACCOUNTS.user)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(loginFailureOf(result.current.error)).toEqual({ field: 'form', message: authText.denied })
    expect(session.get().token).toBeNull()
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull()
  })

  it('an admin without any permitted screen is refused and nothing is stored', async () => {
    const moderator = db().admins.find((a) => a.email === SEEDED_ACCOUNTS.moderator.email)!
    db().admins.push({
      ...moderator,
      _id: 'ad00000000000000000000aa',
      email: 'nobody-rights@example.com',
      password: obfuscatePassword('secret123', DEFAULT_PASSWORD_SALT),
      view_complains_country_ids: [],
      change_info_country_ids: [],
    })
    try {
      const { result } = setup()
      result.current.mutate({ email: 'nobody-rights@example.com', password: 'secret123' })
      await waitFor(() => expect(result.current.isError).toBe(true))
      expect(loginFailureOf(result.current.error)).toEqual({ field: 'form', message: authText.noSections })
      expect(session.get().token).toBeNull()
    } finally {
      resetDb()
    }
  })

  it('a wrong password is refused with the field to show it under', async () => {
    const { result } = setup()
    result.current.mutate({ email: SEEDED_ACCOUNTS.admin.email, password: 'nope' })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(loginFailureOf(result.current.error)).toEqual({ field: 'password', message: 'Wrong password' })
    expect(session.get().token).toBeNull()
  })
})
