import { describe, expect, it } from 'vitest'
import { ru, saveText } from '@/shared/i18n/ru'
import { ApiError } from './api-error'
import { saveFailureText } from './save-failure'

describe('save failure text (spec section 8 "Save failure")', () => {
  it('is "Возникла ошибка" with the server message, or no connection', () => {
    expect(saveFailureText(new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' }))).toBe(
      `${saveText.failureTitle}: Database is down`,
    )
    expect(saveFailureText(new ApiError('network', ru.errors.noResponse))).toBe(saveText.noConnection)
    expect(saveFailureText('odd')).toBe(`${saveText.failureTitle}: ${ru.errors.unknown}`)
  })
})
