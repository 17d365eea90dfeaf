import { describe, expect, it } from 'vitest'
import { threeWayMerge } from '@/shared/save/three-way-merge'
import { countryValues, describeCountryValue } from './country-merge'

const kyrgyzstan = { _id: 'kg', name: 'Кыргызстан', flag_url: '/flags/kg.png' }
const newFlag = new File(['png'], 'kg-new.png', { type: 'image/png' })

describe("a country's save merges onto the country as the server holds it now", () => {
  it("keeps a colleague's new name when this admin changed only the flag", () => {
    const base = countryValues(kyrgyzstan)
    const result = threeWayMerge(base, { ...base, flag: newFlag }, countryValues({ ...kyrgyzstan, name: 'Киргизия' }))
    expect(result.conflicts).toEqual([])
    expect(result.merged).toEqual({ name: 'Киргизия', flag: newFlag })
  })

  it('asks when both sides replaced the flag, and shows the chosen file by its name', () => {
    const base = countryValues(kyrgyzstan)
    const result = threeWayMerge(base, { ...base, flag: newFlag }, countryValues({ ...kyrgyzstan, flag_url: '/flags/kg-2.png' }))
    expect(result.conflicts).toEqual(['flag'])
    expect(describeCountryValue('flag', newFlag)).toBe('Новый файл: kg-new.png')
    expect(describeCountryValue('flag', '/flags/kg-2.png')).toBe('Другой флаг, уже сохранённый')
    expect(describeCountryValue('name', 'Киргизия')).toBeUndefined()
  })
})
