import { organizationFormText, scheduleText } from '../../src/shared/i18n/organizations'
import { mapText, photosText, ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectWellShown, test } from '../fixtures'
import { useMapsStandIn } from '../maps-stand-in'
import { failedSaveKeepsFormAndLeavingAsks } from '../pages/entry-form.flows'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'

const t = organizationFormText
const m = t.messages
/** Seeded: user@example.com (active, confirmed), an organization with hours on weekdays, the first template photo. */
const OWNER_ID = '000000a00000000000000001'
const EDITED_ID = '000000f00000000000000005'
const TEMPLATE_PHOTO_ID = '000007e00000000000000001'

test.describe('Organization form (spec sections 2 "Form", 4 "Forms", 5 "Organization", 8)', () => {
  test('create shows every validation message, then a complete organization is created and appears in the list', async ({
    page,
    loginAs,
    mock,
  }) => {
    // One flow through every field's check, the template photo lookup's failure and a create, with four full checks of the screen.
    test.slow()
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    await expect(form.heading()).toHaveText(ru.pages.organizationCreate)

    await form.submit().click()
    await expect(form.errorSummary()).toBeVisible()
    for (const field of [
      'owner_id',
      'name',
      'category_id',
      'specialization',
      'city_id',
      'address',
      'lat',
      'lon',
      'schedule',
      'contacts',
      'description',
      'languages_ids',
      'tags',
      'photos',
    ] as const) {
      await expect(form.errorSummary().getByText(t.fields[field], { exact: true })).toBeVisible()
    }
    await expect(form.ownerId()).toHaveAccessibleDescription('wrong user ID format (24 characters)')
    await expect(form.name()).toHaveAccessibleDescription(m.nameLength)
    await expect(form.category()).toHaveAccessibleDescription(m.categoryRequired)
    await expect(form.city()).toHaveAccessibleDescription(m.cityRequired)
    await expect(form.address()).toHaveAccessibleDescription(m.min2)
    await expect(form.specialization()).toHaveAccessibleDescription(m.min2)
    await expect(form.lat()).toHaveAccessibleDescription(m.latRange)
    await expect(form.lon()).toHaveAccessibleDescription(m.lonRange)
    await expect(page.getByText(m.scheduleIncomplete)).toBeVisible()
    await expect(page.getByText(`${scheduleText.weekdays.monday}: ${m.dayIncomplete}`)).toBeVisible()
    await expect(page.getByText(m.contactsRequired)).toBeVisible()
    await expect(form.description()).toHaveAccessibleDescription(m.min2)
    await expect(page.getByText(m.languagesRequired)).toBeVisible()
    await expect(form.tags()).toHaveAccessibleDescription(m.tagsRequired)
    await expect(page.getByText(m.photosCount(LIMITS.photosMin, LIMITS.photosMax))).toBeVisible()
    await expectWellShown(page)

    // Too long a name; sub-categories are asked for once the category has some.
    await form.name().fill('Я'.repeat(LIMITS.entityNameMax + 1))
    await form.choose(form.category(), 'Кафе и рестораны')
    await form.submit().click()
    await expect(form.name()).toHaveAccessibleDescription(m.nameLength)
    await expect(form.subCategories()).toHaveAccessibleDescription(m.subCategoriesRequired)

    // Now fill everything.
    const name = 'Кофейня «Проверка E2E»'
    await form.ownerId().fill(OWNER_ID)
    await form.name().fill(name)
    await form.choose(form.subCategories(), 'Кофейни')
    await page.keyboard.press('Escape')
    await form.specialization().fill('Кофе и выпечка')
    await expect(form.country()).toHaveValue('Казахстан')
    await form.choose(form.city(), 'Алматы')
    await form.address().fill('Абая 10')
    await page.getByRole('option', { name: 'ул. Абая, 10, Алматы, Казахстан' }).click()
    await expect(form.address()).toHaveValue('ул. Абая, 10')
    await expect(form.lat()).toHaveValue(/^43\.\d+/)
    await expect(form.lon()).toHaveValue(/^76\.\d+/)
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) await form.setHours(day, '0900', '1800')
    await expect(form.dayStart('monday')).toHaveValue('09:00')
    await expect(form.dayType('monday', 'hours')).toHaveAttribute('aria-pressed', 'true')
    await form.dayType('saturday', 'day_off').click()
    await form.dayType('sunday', 'whole_day').click()
    await form.contact('phone_number').fill('+7 701 000 00 00')
    await form.description().fill('Кофе, десерты и завтраки весь день.')
    await form.chooseLanguages(['Русский', 'Қазақша'], () => expectWellShown(page, '[role="dialog"]'))
    await form.tags().fill('  кофе ')
    await form.tags().press('Enter')
    await form.tags().fill('кофе')
    await form.tags().press('Space')
    await form.tags().fill('десерты')
    await form.tags().press('Tab')
    await form.tags().focus()
    await form.tags().fill('лишний')
    await form.tags().press('Enter')
    await form.tag('лишний').click()
    await expect(page.getByRole('button', { name: /^Удалить тег/ })).toHaveCount(2)
    await form.photoInput().first().setInputFiles(pngFiles(2))
    await expect(page.getByRole('img', { name: photosText.preview('photo-1.png') })).toBeVisible()
    // 24 characters that are not an id are refused before any request.
    await form.templateId().fill('zzzzzzzzzzzzzzzzzzzzzzzz')
    await form.templateAdd().click()
    await expect(form.templateId()).toHaveAccessibleDescription(t.templateInvalidId)
    await form.templateId().fill('ffffffffffffffffffffffff')
    await form.templateAdd().click()
    await expect(form.templateId()).toHaveAccessibleDescription(t.templateNotFound)
    // A lookup that fails for another reason says so (spec section 8's texts), not "not found", and offers a retry.
    await mock.fault({ path: '/api/admins/template-photos/*', method: 'GET', status: 500, message: 'Storage is down', times: 1 })
    await form.templateId().fill(TEMPLATE_PHOTO_ID)
    await form.templateAdd().click()
    await expect(form.templateId()).toHaveAccessibleDescription(/Storage is down/)
    await expect(form.templateId()).not.toHaveAccessibleDescription(t.templateNotFound)
    await expectWellShown(page)
    await form.root().getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByRole('button', { name: `${t.templateRemove} ${TEMPLATE_PHOTO_ID}` })).toBeVisible()

    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successCreate(name))
    await form.ok().click()
    await expect(page).toHaveURL(/\/organizations\/view/)

    const list = new OrganizationsListPage(page)
    await list.search().fill('Проверка E2E')
    await expect(list.card(name)).toBeVisible()
  })

  test('edit round trip of schedule, contacts, tags and languages', async ({ page, loginAs }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await expect(form.heading()).toContainText(ru.pages.organizationEdit)
    // work_time strings came back as types and times.
    await expect(form.dayType('monday', 'hours')).toHaveAttribute('aria-pressed', 'true')
    await expect(form.dayStart('monday')).not.toHaveValue('')

    await form.dayType('monday', 'day_off').click()
    await expect(form.dayStart('monday')).toHaveValue('')
    await form.dayType('tuesday', 'temp_closed').click()
    await form.dayStart('tuesday').fill('10:3')
    await form.dayStart('tuesday').fill('1030')
    await form.dayEnd('tuesday').fill('19:45:99')
    await expect(form.dayType('tuesday', 'hours')).toHaveAttribute('aria-pressed', 'true')
    await expect(form.dayEnd('tuesday')).toHaveValue('19:45')
    await form.contact('telegram').fill('@e2e_round_trip')
    await form.contact('website').fill('')
    await form.addTags('круглый-год')
    await form.chooseLanguages(['English'])
    const name = await form.name().inputValue()

    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successEdit(name))
    await form.ok().click()
    await expect(page).toHaveURL(/\/organizations\/view/)

    await form.openEdit(EDITED_ID)
    await expect(form.dayType('monday', 'day_off')).toHaveAttribute('aria-pressed', 'true')
    await expect(form.dayStart('tuesday')).toHaveValue('10:30')
    await expect(form.dayEnd('tuesday')).toHaveValue('19:45')
    await expect(form.contact('telegram')).toHaveValue('@e2e_round_trip')
    await expect(form.tag('круглый-год')).toBeVisible()
    await expect(page.getByText('English', { exact: true })).toBeVisible()
  })

  test('a server error during save shows the failure modal and keeps the form filled; leaving asks first', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await form.name().fill('Изменённое название')
    await failedSaveKeepsFormAndLeavingAsks(form, mock, {
      savePath: `/api/admins/organizations/edit/${EDITED_ID}`,
      texts: t,
      kept: [[form.name(), 'Изменённое название']],
      navLabel: shellText.nav.organizations,
      editUrl: /\/organizations\/edit/,
      listUrl: /\/organizations\/view/,
    })
  })

  test('an own-organizations admin may edit only the organizations it created', async ({ page, loginAs }) => {
    await loginAs('own')
    const form = new OrganizationFormPage(page)
    await page.goto(`/organizations/edit?id=${EDITED_ID}`)
    await expect(page.getByRole('alert').filter({ hasText: ru.errors.forbidden })).toBeVisible()
    await expect(form.ownerId()).toBeHidden()
    // Every tenth seeded organization from the third on was created by own@example.com.
    await form.openEdit('000000f00000000000000003')
    await expect(form.ownerId()).not.toHaveValue('')
  })

  test('the online-working category hides address, map and additional cities; without a key the map shows an error panel', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    // An empty dropdown says 'Не найдено.'.
    await form.category().fill('нет такой категории')
    await expect(page.getByText(ru.common.nothingFound)).toBeVisible()
    await form.category().fill('')
    await form.choose(form.category(), 'Кафе и рестораны')
    // Picking another category clears the chosen sub-categories.
    await form.choose(form.subCategories(), 'Кофейни')
    await page.keyboard.press('Escape')
    await expect(form.root().getByText('Кофейни', { exact: true })).toBeVisible()
    await form.choose(form.category(), 'Красота и здоровье')
    await expect(form.root().getByText('Кофейни', { exact: true })).toBeHidden()
    // Address suggestions hide shortly after the field loses focus.
    await form.choose(form.city(), 'Алматы')
    await form.address().fill('Мира')
    await expect(page.getByRole('option', { name: /пр\. Мира/ })).toBeVisible()
    await form.specialization().click()
    await expect(page.getByRole('option', { name: /пр\. Мира/ })).toBeHidden()
    // An address with no suggestions opens the dropdown with 'Не найдено.' (spec section 8).
    await form.address().fill('12345')
    await expect(page.getByText('Не найдено.', { exact: true })).toBeVisible()
    await expectWellShown(page)
    // A failed suggestion call says so with the generic text of spec section 8, instead of nothing.
    await mock.fault({ path: '/api/admins/geocoding/complete-address', method: 'GET', body: { status: 'error' }, times: 1 })
    await form.address().fill('Ленина 7')
    await expect(form.address()).toHaveAccessibleDescription(/Unknown server error/)
    await expectWellShown(page)
    // A failed coordinates call says so and leaves no stale point for the new address.
    await mock.fault({ path: '/api/admins/geocoding/get-place-coordinates', method: 'GET', status: 500, times: 1 })
    await form.address().fill('Абая 10')
    await page.getByRole('option', { name: 'ул. Абая, 10, Алматы, Казахстан' }).click()
    await expect(form.address()).toHaveAccessibleDescription(t.addressCoordinatesFailed)
    await expect(form.lat()).toHaveValue('')
    await expect(form.address()).toBeVisible()
    await expect(form.mapError()).toContainText(mapText.noKey)
    await expect(form.lat()).toBeEditable()
    await expect(form.additionalCities()).toBeVisible()

    await form.choose(form.category(), 'Работа онлайн')
    await expect(form.address()).toBeHidden()
    await expect(form.lat()).toBeHidden()
    await expect(form.mapError()).toBeHidden()
    await expect(form.additionalCities()).toBeHidden()
    await expect(form.subCategories()).toBeHidden()
    await form.submit().click()
    await expect(form.errorSummary()).toBeVisible()
    await expect(form.errorSummary().getByText(t.fields.city_id, { exact: true })).toBeHidden()
    await expect(form.errorSummary().getByText(t.fields.address, { exact: true })).toBeHidden()
  })

  test('a map click sets the coordinates, zooms to 15 and centres (Maps stand-in, no network)', async ({ page, loginAs }) => {
    await useMapsStandIn(page)
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    await form.choose(form.city(), 'Алматы')
    const map = page.getByTestId('stand-in-map')
    await expect(map).toContainText('center 43.2389')
    // After a failed submit the click clears the coordinates' errors at once.
    await form.submit().click()
    await expect(form.lat()).toHaveAttribute('aria-invalid', 'true')
    await map.click({ position: { x: 40, y: 40 } })
    await expect(form.lat()).toHaveValue(/^43\.2/)
    await expect(form.lat()).not.toHaveAttribute('aria-invalid', 'true')
    const lat = await form.lat().inputValue()
    const lon = await form.lon().inputValue()
    expect(Number(lat)).toBeGreaterThan(43.2389)
    expect(Number(lon)).toBeLessThan(76.8897)
    await expect(map).toContainText(`zoom ${LIMITS.mapPointZoom}`)
    await expect(map).toContainText(`center ${Number(lat).toFixed(6)},${Number(lon).toFixed(6)}`)
  })

  test('a refused Maps key shows the error panel while the coordinates stay editable', async ({ page, loginAs }) => {
    await useMapsStandIn(page, { authFailure: true })
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    await expect(form.mapError()).toContainText(mapText.authFailed)
    await form.lat().fill('42.87')
    await expect(form.lat()).toHaveValue('42.87')
  })
})
