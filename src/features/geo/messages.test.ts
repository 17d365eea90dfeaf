import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/api-error'
import { citiesText } from '@/shared/i18n/geo'
import { ru } from '@/shared/i18n/ru'
import { geoErrorText } from './messages'

const refusal = (message: string, status = 409) => new ApiError('http', message, { status, serverMessage: message })

describe('the country and city error table (spec section 8)', () => {
  it('the refusals of a delete are looked up and shown in Russian', () => {
    expect(geoErrorText(refusal('There are organizations in this country'))).toBe(
      ru.serverMessages['There are organizations in this country'],
    )
    expect(geoErrorText(refusal('There are organizations in this city'))).toBe(ru.serverMessages['There are organizations in this city'])
    expect(ru.serverMessages['There are organizations in this country']).toMatch(/организации/)
    expect(ru.serverMessages['There are organizations in this city']).toMatch(/организации/)
  })

  it("the other country and city errors too; 'Name length minimum 2' shows 'Минимум 2 символа'", () => {
    expect(geoErrorText(refusal('Name length minimum 2', 400))).toBe('Минимум 2 символа')
    expect(geoErrorText(refusal('There is already a country with this name'))).toBe(
      ru.serverMessages['There is already a country with this name'],
    )
    expect(geoErrorText(refusal('Only png and jpeg flags are allowed', 400))).toBe(citiesText.validation.flagType)
    expect(geoErrorText(refusal('Latitude must be between -90 and 90', 400))).toBe(citiesText.validation.latRange)
  })

  it('a message the table does not know shows as sent; without one the generic texts apply', () => {
    expect(geoErrorText(refusal('Database is down', 500))).toBe('Database is down')
    expect(geoErrorText(new ApiError('network', ru.errors.noResponse))).toBe('No response from the server')
    expect(geoErrorText(new ApiError('http', ru.errors.unknownServer, { status: 500 }))).toBe('Unknown server error')
    expect(geoErrorText(null)).toBe(ru.common.unknownErrorPlaceholder)
  })
})
