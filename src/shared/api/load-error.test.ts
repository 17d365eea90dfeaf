import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { ru } from '@/shared/i18n/ru'
import { loadErrorText } from './load-error'

describe('load failure text of an organization or event (spec section 8)', () => {
  it('a load failure shows the server message if it is a string, else "Ошибка"', () => {
    expect(
      loadErrorText(new ApiError('http', 'There is no such organization', { status: 404, serverMessage: 'There is no such organization' })),
    ).toBe('There is no such organization')
    expect(loadErrorText(new ApiError('status', ru.errors.unknownServer))).toBe(ru.common.error)
    expect(loadErrorText(new ApiError('network', ru.errors.noResponse))).toBe(ru.common.error)
  })
})
