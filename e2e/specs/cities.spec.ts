import { catalogueText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { leaveGuardText, ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles, textFile } from '../files'
import { expect, expectWellShown, test } from '../fixtures'
import { CitiesPage } from '../pages/cities.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Shell } from '../pages/shell.page'

const v = citiesText.validation
const refusal = ru.serverMessages

test.describe('Countries and cities (spec sections 2, 4, 5, 7 "Countries and cities", 8)', () => {
  test.describe('on /cities as admin', () => {
    test.beforeEach(async ({ page, loginAs }) => {
      await loginAs('admin')
      await new CitiesPage(page).open()
    })

    test('countries: a new one (name at least 2, flag png or jpeg) goes to the front of the list and opens with its flag; one with organizations cannot be deleted, one without is renamed, reflagged and deleted', async ({
      page,
    }) => {
      const cities = new CitiesPage(page)
      await test.step('a new country (name at least 2, flag png or jpeg) goes to the front of the list and opens with its flag', async () => {
        await expect(cities.countryLinks().first()).toHaveText('Армения')
        await expect(page.getByText(citiesText.chooseCountry)).toBeVisible()

        // New country: name at least 2 and a png or jpeg flag.
        await cities.newCountry().click()
        await cities.dialog().getByRole('button', { name: citiesText.create }).click()
        await expect(cities.dialogName()).toHaveAccessibleDescription(catalogueText.nameMin)
        await expect(cities.dialog().getByText(v.flagRequired)).toBeVisible()
        await cities.dialogFlag().setInputFiles(textFile())
        await expect(cities.dialog().getByText(v.flagType)).toBeVisible()
        await cities.dialogName().fill('Монголия')
        await cities.dialogFlag().setInputFiles(pngFiles(1, 'mongolia'))
        await expect(cities.dialog().getByRole('img', { name: citiesText.newFlagPreview })).toBeVisible()
        await expectWellShown(page, '[role="dialog"]')
        await cities.dialog().getByRole('button', { name: citiesText.create }).click()
        await expect(cities.dialog()).toHaveCount(0)

        // At the front of the list, chosen (in the URL), its stored flag shows.
        await expect(cities.countryLinks().first()).toHaveText('Монголия')
        await expect(page).toHaveURL(/[?&]country=[0-9a-f]{24}/)
        await expect(cities.editor('Монголия')).toBeVisible()
        const flag = cities.editor('Монголия').getByRole('img', { name: citiesText.flagOf('Монголия') })
        await expect(flag).toBeVisible()
        // The stored flag is served as uploaded, so its preview shows.
        const stored = await page.request.get((await flag.getAttribute('src'))!)
        expect(stored.headers()['content-type']).toBe('image/png')
        await expectWellShown(page)
      })

      await test.step('a country with organizations cannot be deleted: the message shows under the name and delete is disabled; one without is renamed, reflagged and deleted', async () => {
        // Казахстан has organizations: the refusal is shown under the name and delete is disabled.
        await cities.countryLink('Казахстан').click()
        await expect(cities.editorName()).toHaveValue('Казахстан')
        await cities.deleteCountry().click()
        await cities.dialog().getByRole('button', { name: citiesText.deleteCountry }).click()
        await expect(cities.editorName()).toHaveAccessibleDescription(refusal['There are organizations in this country']!)
        await expect(cities.deleteCountry()).toBeDisabled()
        await expect(cities.countryLink('Казахстан')).toBeVisible()
        await expectWellShown(page)

        // Таджикистан has none: rename it with a new flag (PUT as a form), then delete it.
        await cities.countryLink('Таджикистан').click()
        await expect(cities.deleteCountry()).toBeEnabled()
        await cities.editorName().fill('Т')
        await cities.saveCountry().click()
        await expect(cities.editorName()).toHaveAccessibleDescription(catalogueText.nameMin)
        await expect(cities.deleteCountry()).toBeDisabled()
        const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/admins/countries/'))
        await cities.editorName().fill('Республика Таджикистан')
        await cities.editorFlag().setInputFiles(pngFiles(1, 'tajikistan'))
        await cities.saveCountry().click()
        expect((await saved).headers()['content-type']).toMatch(/^multipart\/form-data/)
        await expect(cities.countryLink('Республика Таджикистан')).toBeVisible()
        await expect(cities.editor('Республика Таджикистан')).toBeVisible()

        await cities.deleteCountry().click()
        await expect(cities.dialog()).toContainText(citiesText.deleteCountryMessage('Республика Таджикистан'))
        await expectWellShown(page, '[role="dialog"]')
        await cities.dialog().getByRole('button', { name: citiesText.deleteCountry }).click()
        await expect(cities.countryLink('Республика Таджикистан')).toHaveCount(0)
        await expect(page).not.toHaveURL(/country=/)
        await page.reload()
        await expect(cities.countryLink('Армения')).toBeVisible()
        await expect(cities.countryLink('Республика Таджикистан')).toHaveCount(0)
      })
    })

    test('the new-country dialog with a name typed, or only a flag chosen, asks before Escape or an outside click drops it: Остаться keeps it, the other answer closes it; an empty one closes at once', async ({
      page,
    }) => {
      const cities = new CitiesPage(page)
      const question = page.getByRole('dialog', { name: leaveGuardText.close.title })
      await cities.newCountry().click()
      await cities.dialogName().fill('Монголия')
      await page.keyboard.press('Escape')
      await expect(question).toBeVisible()
      await expectWellShown(page, '[role="dialog"]')
      await question.getByRole('button', { name: leaveGuardText.stay }).click()
      await expect(question).toHaveCount(0)
      await expect(cities.dialogName()).toHaveValue('Монголия')

      // A click on the page outside the dialog.
      await page.mouse.click(4, 4)
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: leaveGuardText.close.confirm }).click()
      await expect(cities.dialog()).toHaveCount(0)

      // Only a flag chosen, no name typed: the flag is unsaved too.
      const flagPreview = cities.dialog().getByRole('img', { name: citiesText.newFlagPreview })
      await cities.newCountry().click()
      await expect(cities.dialogName()).toHaveValue('')
      await cities.dialogFlag().setInputFiles(pngFiles(1, 'mongolia'))
      await expect(flagPreview).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: leaveGuardText.stay }).click()
      await expect(question).toHaveCount(0)
      await expect(flagPreview).toBeVisible()
      await page.mouse.click(4, 4)
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: leaveGuardText.close.confirm }).click()
      await expect(cities.dialog()).toHaveCount(0)

      await cities.newCountry().click()
      await expect(cities.dialogName()).toHaveValue('')
      await expect(flagPreview).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(cities.dialog()).toHaveCount(0)
      await expect(question).toHaveCount(0)
    })

    test('editing two rows sends both in one PUT; a city with organizations cannot be deleted, one without can', async ({ page }) => {
      const cities = new CitiesPage(page)
      await cities.countryLink('Казахстан').click()

      // A range error shows at its cell; then both edited rows go in one PUT, an emptied sort as null.
      await cities.button(citiesText.editCities).click()
      await cities.cell('lon', 'Алматы').fill('200')
      await cities.cell('name', 'Астана').fill('Нур-Султан')
      await cities.button(citiesText.saveCities).click()
      await expect(cities.cell('lon', 'Алматы')).toHaveAccessibleDescription(v.lonRange)
      await expectWellShown(page)
      await cities.cell('lon', 'Алматы').fill('76.9')
      await cities.cell('sort', 'Астана').fill('')
      const edited = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admins/cities'))
      await cities.button(citiesText.saveCities).click()
      const sent = (await edited).postDataJSON() as { cities: { name: string; sort: number | null; coordinates: { lon: number } }[] }
      expect(sent.cities.map((c) => c.name)).toEqual(['Алматы', 'Нур-Султан'])
      expect(sent.cities[0]!.coordinates.lon).toBe(76.9)
      expect(sent.cities[1]!.sort).toBeNull()
      await expect(cities.row('Казахстан', 'Нур-Султан')).toBeVisible()
      await expect(cities.row('Казахстан', 'Алматы')).toContainText('76.9')

      // Алматы has organizations: the refusal shows in the modal and the city stays.
      await cities.deleteCity('Алматы').click()
      await cities.dialog().getByRole('button', { name: ru.common.delete }).click()
      await expect(cities.dialog().getByRole('alert')).toContainText(refusal['There are organizations in this city']!)
      await expectWellShown(page, '[role="dialog"]')
      await cities.dialog().getByRole('button', { name: ru.common.cancel }).click()
      await expect(cities.row('Казахстан', 'Алматы')).toBeVisible()
      // Токмок (Кыргызстан) has none: it is deleted.
      await cities.countryLink('Кыргызстан').click()
      await cities.deleteCity('Токмок').click()
      await cities.dialog().getByRole('button', { name: ru.common.delete }).click()
      await expect(cities.row('Кыргызстан', 'Токмок')).toHaveCount(0)
      await expect(cities.row('Кыргызстан', 'Бишкек')).toBeVisible()
    })
  })

  test('a new city row starts with 12.345 and a placeholder name, each error at its cell, and saves; the organization form’s city picker lists it without a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    const shell = new Shell(page)
    // The organization form reads the system country's (Казахстан's) cities first: they are cached.
    await form.openCreate()
    await expect(form.country()).toHaveValue('Казахстан')
    await form.city().click()
    await expect(page.getByRole('option', { name: 'Алматы', exact: true })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Павлодар', exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await shell.navLink(shellText.nav.cities).click()
    const cities = new CitiesPage(page)
    await cities.countryLink('Казахстан').click()
    const table = cities.table('Казахстан')
    await expect(table.locator('tbody tr')).toHaveCount(4)
    // Read-only until 'create' or 'edit'.
    await expect(table.getByRole('textbox')).toHaveCount(0)

    await cities.button(citiesText.createCity).click()
    await expect(cities.newCell('name')).toHaveValue(citiesText.newCityName)
    await expect(cities.newCell('lat')).toHaveValue(String(LIMITS.newCityLatLon))
    await expect(cities.newCell('lon')).toHaveValue(String(LIMITS.newCityLatLon))
    await expect(cities.cell('name', 'Алматы')).toHaveCount(0)
    await expectWellShown(page)
    await cities.newCell('name').fill('П')
    await cities.newCell('lat').fill('91')
    await cities.button(citiesText.saveCities).click()
    await expect(cities.newCell('name')).toHaveAccessibleDescription(catalogueText.nameMin)
    await expect(cities.newCell('lat')).toHaveAccessibleDescription(v.latRange)
    await expect(cities.newCell('lon')).not.toHaveAccessibleDescription(v.lonRange)
    await expectWellShown(page)
    await cities.newCell('name').fill('Павлодар')
    await cities.newCell('lat').fill(String(LIMITS.newCityLatLon))
    const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/admins/cities'))
    await cities.button(citiesText.saveCities).click()
    expect((await created).postDataJSON()).toEqual({
      country_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Павлодар',
      lat: 12.345,
      lon: 12.345,
    })
    await expect(cities.row('Казахстан', 'Павлодар')).toContainText('12.345')
    await expect(table.getByRole('textbox')).toHaveCount(0)
    // The toast says so; the admin closes it (it lies over the top right, where the next screen's
    // add button is, and holds while the pointer rests on it).
    const toast = page.getByRole('status').filter({ hasText: citiesText.cityCreated('Павлодар') })
    await expect(toast).toBeVisible()
    await toast.getByRole('button', { name: ru.common.close }).click()
    await expect(toast).toBeHidden()

    // To the organization form in the same document: the city picker lists the new city.
    await shell.navLink(shellText.nav.organizations).click()
    await new OrganizationsListPage(page).addButton().click()
    await form.ownerId().waitFor()
    await form.city().click()
    await expect(page.getByRole('option', { name: 'Павлодар', exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})
