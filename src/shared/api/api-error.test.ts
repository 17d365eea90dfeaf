import { HTTPError, TimeoutError } from 'ky'
import { describe, expect, it } from 'vitest'
import { ru } from '@/shared/i18n/ru'
import { ApiError, errorText, serverMessageOf, toApiError } from './api-error'

const request = new Request('http://localhost/api/test')

function httpError(status: number, data: unknown) {
  const error = new HTTPError(new Response(null, { status }), request, {} as never)
  error.data = data
  return error
}

describe('error text (spec section 8 "Generic")', () => {
  it('an HTTP error shows the server message', () => {
    const error = toApiError(httpError(400, { status: 'error', message: 'Wrong password' }))
    expect(error).toMatchObject({ kind: 'http', message: 'Wrong password', serverMessage: 'Wrong password', status: 400 })
  })

  it('an HTTP error without a string message is "Unknown server error"', () => {
    for (const data of [undefined, 'plain text', { status: 'error' }, { message: 12 }, { message: '   ' }]) {
      const error = toApiError(httpError(500, data))
      expect(error.message).toBe(ru.errors.unknownServer)
      expect(error.serverMessage).toBeUndefined()
      expect(error.status).toBe(500)
    }
  })

  it('no response (network failure or timeout) is "No response from the server"', () => {
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe(ru.errors.noResponse)
    expect(toApiError(new TypeError('NetworkError when attempting to fetch resource.')).isNoResponse).toBe(true)
    expect(toApiError(new TimeoutError(request)).message).toBe(ru.errors.noResponse)
  })

  it('any other error shows its own message, else "Unknown error"', () => {
    expect(toApiError(new Error('Что-то сломалось')).message).toBe('Что-то сломалось')
    expect(toApiError(new Error('')).message).toBe(ru.errors.unknown)
    expect(toApiError('a string was thrown').message).toBe(ru.errors.unknown)
    expect(toApiError({ weird: true }).message).toBe(ru.errors.unknown)
  })

  it('an ApiError passes through unchanged', () => {
    const original = new ApiError('status', 'Something')
    expect(toApiError(original)).toBe(original)
  })

  it('errorText falls back to the placeholder "Неизвестная ошибка" when there is nothing to say', () => {
    expect(ru.common.unknownErrorPlaceholder).toBe('Неизвестная ошибка')
    expect(errorText(null)).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(undefined)).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(new ApiError('unknown', ''))).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(new Error('boom'))).toBe('boom')
    expect(errorText(httpError(404, { message: 'There is no such admin' }))).toBe('There is no such admin')
  })

  it('serverMessageOf reads only non-empty string messages', () => {
    expect(serverMessageOf({ message: 'x' })).toBe('x')
    expect(serverMessageOf({ message: '' })).toBeUndefined()
    expect(serverMessageOf(null)).toBeUndefined()
    expect(serverMessageOf('message')).toBeUndefined()
  })
})
