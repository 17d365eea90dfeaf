import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Country } from '@/shared/api/common-schemas'
import type { Profile } from '@/shared/auth/schemas'
import { session, SESSION_KEYS } from '@/shared/auth/session'
import { shellText } from '@/shared/i18n/shell'
import { testAdmin, testCountry } from '@/test/profiles'
import { CountrySwitcher } from './country-switcher'

const country = testCountry
const RU = country(5, 'Россия')
const KZ = country(3, 'Казахстан')
const KG = country(4, 'Кыргызстан')

const admin = (complaints: Country[], info: Country[] = []): Profile => testAdmin({ complaints, info })

function renderFor(profile: Profile) {
  act(() => session.start('token', profile))
  return render(
    <MantineProvider>
      <CountrySwitcher />
    </MantineProvider>,
  )
}

afterEach(() => act(() => session.clear()))

describe('CountrySwitcher (spec section 2 "Shell")', () => {
  it('two or more countries: a dropdown labelled "Страна", sorted by name, on the first one', () => {
    renderFor(admin([RU, KZ, KG]))
    const select = screen.getByRole('combobox', { name: shellText.country.switcherLabel })
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Казахстан', 'Кыргызстан', 'Россия'])
    expect(select).toHaveValue(KZ._id)
  })

  it('choosing a country makes it the system country and stores it', async () => {
    renderFor(admin([RU, KZ]))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: shellText.country.switcherLabel }), 'Россия')
    expect(screen.getByRole('combobox', { name: shellText.country.switcherLabel })).toHaveValue(RU._id)
    expect(localStorage.getItem(SESSION_KEYS.systemCountry)).toBe(RU._id)
  })

  it('one country: shown by name, no dropdown', () => {
    renderFor(admin([KG]))
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByRole('group', { name: shellText.country.current })).toHaveTextContent('Кыргызстан')
  })

  it('info-editing countries count when there are no complaint countries', () => {
    renderFor(admin([], [RU, KG]))
    expect(screen.getByRole('combobox', { name: shellText.country.switcherLabel })).toHaveValue(KG._id)
  })

  it('no countries, or root: nothing', () => {
    const { unmount } = renderFor(admin([]))
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByText(shellText.country.current)).toBeNull()
    unmount()
    renderFor({ ...admin([KZ, KG]), isRoot: true, isAdmin: false })
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByText(shellText.country.current)).toBeNull()
  })
})
