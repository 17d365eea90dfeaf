import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { citiesText } from '@/shared/i18n/cities'
import { ru } from '@/shared/i18n/ru'
import { cityErrorText } from './messages'

const refusal = (message: string, status = 409) => new ApiError('http', message, { status, serverMessage: message })

describe('the country and city error table (spec section 8)', () => {
  it('the refusals of a delete are looked up and shown in Russian', () => {
    expect(cityErrorText(refusal('There are organizations in this country'))).toBe(
      ru.serverMessages['There are organizations in this country'],
    )
    expect(cityErrorText(refusal('There are organizations in this city'))).toBe(ru.serverMessages['There are organizations in this city'])
    expect(ru.serverMessages['There are organizations in this country']).toMatch(/организации/)
    expect(ru.serverMessages['There are organizations in this city']).toMatch(/организации/)
  })

  it("the other country and city errors too; 'Name length minimum 2' shows 'Минимум 2 символа'", () => {
    expect(cityErrorText(refusal('Name length minimum 2', 400))).toBe('Минимум 2 символа')
    expect(cityErrorText(refusal('There is already a country with this name'))).toBe(
      ru.serverMessages['There is already a country with this name'],
    )
    expect(cityErrorText(refusal('Only png and jpeg flags are allowed', 400))).toBe(citiesText.validation.flagType)
    expect(cityErrorText(refusal('Latitude must be between -90 and 90', 400))).toBe(citiesText.validation.latRange)
  })

  it('a message the table does not know shows as sent; without one the generic texts apply', () => {
    expect(cityErrorText(refusal('Database is down', 500))).toBe('Database is down')
    expect(cityErrorText(new ApiError('network', ru.errors.noResponse))).toBe('No response from the server')
    expect(cityErrorText(new ApiError('http', ru.errors.unknownServer, { status: 500 }))).toBe('Unknown server error')
    expect(cityErrorText(null)).toBe(ru.common.unknownErrorPlaceholder)
  })
})
