import { expect, type Page } from '@playwright/test'
import { citiesText } from '../../src/shared/i18n/cities'
import { ru } from '../../src/shared/i18n/ru'

type Column = keyof typeof citiesText.columns

/** /cities: the country list, the chosen country's editor and its cities table. */
export class CitiesPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.cities })
  readonly countryList = () => this.page.getByRole('navigation', { name: citiesText.countriesLabel })
  readonly countryLinks = () => this.countryList().getByRole('link')
  readonly countryLink = (name: string) => this.countryList().getByRole('link', { name, exact: true })
  readonly newCountry = () => this.page.getByRole('button', { name: citiesText.newCountry })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly dialogName = () => this.dialog().getByRole('textbox', { name: citiesText.countryName })
  readonly dialogFlag = () => this.dialog().locator('input[type="file"]')
  readonly editor = (country: string) => this.page.getByRole('region', { name: citiesText.countryEditor(country) })
  readonly editorName = () => this.page.getByRole('main').getByRole('textbox', { name: citiesText.countryName })
  readonly editorFlag = () => this.page.getByRole('main').locator('input[type="file"]')
  readonly saveCountry = () => this.page.getByRole('button', { name: citiesText.saveCountry })
  readonly deleteCountry = () => this.page.getByRole('main').getByRole('button', { name: citiesText.deleteCountry })
  readonly table = (country: string) => this.page.getByRole('table', { name: citiesText.citiesOf(country) })
  readonly row = (country: string, city: string) => this.table(country).locator('tbody tr').filter({ hasText: city })
  readonly cell = (column: Column, city: string) =>
    this.page.getByRole('textbox', { name: citiesText.cellLabel(citiesText.columns[column], city) })
  readonly newCell = (column: Column) => this.cell(column, citiesText.newCityRow)
  readonly button = (name: string) => this.page.getByRole('button', { name, exact: true })
  readonly deleteCity = (city: string) => this.page.getByRole('button', { name: citiesText.deleteCityFor(city) })

  async open(query = '') {
    await this.page.goto(`/cities${query}`)
    await expect(this.heading()).toBeVisible()
  }
}
