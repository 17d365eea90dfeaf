import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { adminsText } from '../../src/shared/i18n/admins'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { eventFormText } from '../../src/shared/i18n/events'
import { galleryText } from '../../src/shared/i18n/gallery'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { entryFormText, mergeText, ru } from '../../src/shared/i18n/ru'
import { pngFiles } from '../files'
import { expect, expectAccessible, expectWellShown, signInElsewhere, test, type MockBackend } from '../fixtures'
import { AdminsPage } from '../pages/admins.page'
import { ArticlesPage } from '../pages/articles.page'
import { CategoriesPage } from '../pages/categories.page'
import { CitiesPage } from '../pages/cities.page'
import { EventFormPage } from '../pages/event-form.page'
import { GalleryPage } from '../pages/gallery.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { toast } from '../toasts'

/** Seeded: an organization and an event that the admin, the manager (organizations) and the events admin may edit. */
const ORGANIZATION_ID = '000000f00000000000000005'
const EVENT_ID = '00000e400000000000000005'

type Saved = { name: string; description: string; specialization: string }

/** The create/edit payload of spec section 3, key by key. */
const ORGANIZATION_PAYLOAD_KEYS = [
  'owner_id',
  'name',
  'category_id',
  'sub_category_ids',
  'country_id',
  'city_id',
  'specialization',
  'additional_city_ids',
  'address',
  'lat',
  'lon',
  'is_special_point_on_map',
  'work_time',
  'contacts',
  'description',
  'languages_ids',
  'tags',
  'template_photos_ids',
]
const EVENT_PAYLOAD_KEYS = [
  'owner_id',
  'name',
  'country_id',
  'city_id',
  'holding_date',
  'specialization',
  'address',
  'contacts',
  'description',
  'date_start',
  'date_end',
]

/** The JSON body of the newest call to `method path` the mock answered (its calls log). */
async function sentBody(mock: MockBackend, method: string, path: string): Promise<Record<string, unknown>> {
  const call = (await mock.calls()).find((candidate) => candidate.method === method && candidate.path === path)
  expect(call?.request).toMatchObject({ kind: 'text', truncated: false })
  return JSON.parse((call!.request as { text: string }).text) as Record<string, unknown>
}

async function organizationById(request: APIRequestContext, id: string): Promise<Saved> {
  return ((await (await request.get(`/api/organizations/${id}`)).json()) as { organization: Saved }).organization
}

async function eventById(request: APIRequestContext, id: string): Promise<Saved> {
  return ((await (await request.get(`/api/events/${id}`)).json()) as { event: Saved }).event
}

type StoredCountry = { _id: string; name: string; flag_url: string }
type StoredCity = { name: string; sort: number | null; coordinates: { lat: number; lon: number } }

async function countryNamed(request: APIRequestContext, name: string): Promise<StoredCountry> {
  const { countries } = (await (await request.get('/api/static-data/countries?sort=creation')).json()) as { countries: StoredCountry[] }
  return countries.find((country) => country.name === name)!
}

async function citiesOf(request: APIRequestContext, countryId: string): Promise<StoredCity[]> {
  return ((await (await request.get(`/api/static-data/cities?country_id=${countryId}`)).json()) as { cities: StoredCity[] }).cities
}

/** A choice of the conflict dialog: the chip's label (its radio is drawn by the label). */
const choose = (field: Locator, text: string) =>
  field
    .locator('label')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click()

const success = (page: Page) => page.getByRole('dialog', { name: ru.common.success })
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: mergeText.title })

/**
 * The choice dialog asks about one field only, shows both values side by side, passes axe and the layout check;
 * the admin takes `side` and confirms.
 */
async function chooseTheOneConflict(page: Page, label: string, values: { mine: string; theirs: string }, side: string) {
  const dialog = conflictDialog(page)
  const field = dialog.getByRole('group', { name: label })
  await expect(field.getByText(values.mine, { exact: true })).toBeVisible()
  await expect(field.getByText(values.theirs, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('group')).toHaveCount(1)
  await expectAccessible(page, '[role="dialog"]')
  await expectWellShown(page, '[role="dialog"]')
  await choose(field, side)
  await dialog.getByRole('button', { name: mergeText.confirm }).click()
}

/** The colleague's tab saves and is closed: the test's own tab comes back to the front (e2e/fixtures.ts). */
async function saveAndClose(page: Page, form: OrganizationFormPage | EventFormPage, name: string) {
  await form.submit().click()
  await expect(success(page)).toContainText(entryFormText.successEdit(name))
  await page.close()
}

test.describe("No silent lost update: a save carries this admin's changes onto the record as it is now", () => {
  test("two tabs of one organization: the later save keeps the earlier one's change to another field, and the form shows the saved result", async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin')
    const first = new OrganizationFormPage(page)
    await first.openEdit(ORGANIZATION_ID)
    const secondPage = await page.context().newPage()
    const second = new OrganizationFormPage(secondPage)
    await second.openEdit(ORGANIZATION_ID)
    const before = await organizationById(request, ORGANIZATION_ID)

    await second.description().fill('Описание из второй вкладки')
    await saveAndClose(secondPage, second, before.name)

    await first.name().fill('Название из первой вкладки')
    await first.submit().click()
    await expect(success(page)).toContainText(entryFormText.successEdit('Название из первой вкладки'))
    await expect(conflictDialog(page)).toHaveCount(0)
    // The form shows what was saved: the other tab's description as well.
    await expect(first.description()).toHaveValue('Описание из второй вкладки')
    expect(await organizationById(request, ORGANIZATION_ID)).toMatchObject({
      name: 'Название из первой вкладки',
      description: 'Описание из второй вкладки',
    })
  })

  const ENTRY_KINDS = [
    {
      kind: 'an organization',
      id: ORGANIZATION_ID,
      Form: OrganizationFormPage,
      path: `/api/admins/organizations/edit/${ORGANIZATION_ID}`,
      keys: ORGANIZATION_PAYLOAD_KEYS,
      byId: organizationById,
    },
    {
      kind: 'an event',
      id: EVENT_ID,
      Form: EventFormPage,
      path: `/api/admins/events/edit/${EVENT_ID}`,
      keys: EVENT_PAYLOAD_KEYS,
      byId: eventById,
    },
  ]
  for (const { kind, id, Form, path, keys, byId } of ENTRY_KINDS) {
    test(`${kind} edit that changes only the name sends every key of spec section 3's payload, with a colleague's change to another field`, async ({
      page,
      loginAs,
      mock,
      request,
    }) => {
      await loginAs('admin')
      const first = new Form(page)
      await first.openEdit(id)
      const secondPage = await page.context().newPage()
      const second = new Form(secondPage)
      await second.openEdit(id)
      const before = await byId(request, id)

      await second.description().fill('Описание коллеги')
      await saveAndClose(secondPage, second, before.name)

      await first.name().fill('Только новое название')
      await first.submit().click()
      await expect(success(page)).toContainText(entryFormText.successEdit('Только новое название'))
      const sent = await sentBody(mock, 'PATCH', path)
      expect(Object.keys(sent).sort()).toEqual([...keys].sort())
      expect(sent).toMatchObject({ name: 'Только новое название', description: 'Описание коллеги', specialization: before.specialization })
      expect(await byId(request, id)).toMatchObject({ name: 'Только новое название', description: 'Описание коллеги' })
    })
  }

  test('two tabs change the same field: both values show side by side, the admin chooses, the record has the choice', async ({
    page,
    loginAs,
    request,
  }) => {
    // Two tabs, and the dialog checked in both schemes at three widths.
    test.slow()
    await loginAs('admin')
    const first = new OrganizationFormPage(page)
    await first.openEdit(ORGANIZATION_ID)
    const secondPage = await page.context().newPage()
    const second = new OrganizationFormPage(secondPage)
    await second.openEdit(ORGANIZATION_ID)
    const before = await organizationById(request, ORGANIZATION_ID)

    await second.description().fill('Описание коллеги')
    await saveAndClose(secondPage, second, before.name)

    await first.description().fill('Моё описание')
    await first.specialization().fill('Моя специализация')
    await first.submit().click()
    const dialog = conflictDialog(page)
    await expect(dialog).toBeVisible()
    const field = dialog.getByRole('group', { name: organizationFormText.fields.description })
    await expect(field.getByText('Моё описание')).toBeVisible()
    await expect(field.getByText('Описание коллеги')).toBeVisible()
    // Only the field both changed is asked about.
    await expect(dialog.getByRole('group', { name: organizationFormText.fields.specialization })).toHaveCount(0)
    await expectAccessible(page, '[role="dialog"]')
    await expectWellShown(page, '[role="dialog"]')

    // Nothing is sent before a choice is made.
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(dialog.getByText(mergeText.chooseEvery, { exact: true })).toBeVisible()
    expect((await organizationById(request, ORGANIZATION_ID)).specialization).toBe(before.specialization)

    // The choice by keyboard: the first chip, then the arrow to the other side's value.
    await field.getByRole('radio', { name: mergeText.keepMine }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await expect(field.getByRole('radio', { name: mergeText.takeTheirs })).toBeChecked()
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(success(page)).toContainText(entryFormText.successEdit(before.name))
    expect(await organizationById(request, ORGANIZATION_ID)).toMatchObject({
      description: 'Описание коллеги',
      specialization: 'Моя специализация',
    })
    await expect(first.description()).toHaveValue('Описание коллеги')
  })

  test('closing the choice sends nothing and keeps what was typed; a failed fresh read sends nothing and offers a retry', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    test.slow()
    await loginAs('admin')
    const first = new OrganizationFormPage(page)
    await first.openEdit(ORGANIZATION_ID)
    const secondPage = await page.context().newPage()
    const second = new OrganizationFormPage(secondPage)
    await second.openEdit(ORGANIZATION_ID)
    const before = await organizationById(request, ORGANIZATION_ID)
    await second.name().fill('Имя коллеги')
    await saveAndClose(secondPage, second, 'Имя коллеги')

    await first.name().fill('Моё имя')
    await first.submit().click()
    await expect(conflictDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(conflictDialog(page)).toHaveCount(0)
    await expect(first.name()).toHaveValue('Моё имя')
    expect((await organizationById(request, ORGANIZATION_ID)).name).toBe('Имя коллеги')

    // The record cannot be read again: the spec's no-connection text, nothing sent, and 'Повторить'.
    await mock.fault({ path: `/api/organizations/${ORGANIZATION_ID}`, method: 'GET', network: true, times: 1 })
    await first.description().fill('Новое описание')
    await first.name().fill('Имя коллеги')
    await first.submit().click()
    const failure = page.getByRole('dialog', { name: ru.common.error })
    await expect(failure).toContainText(entryFormText.noConnection)
    await expect(failure).toContainText(mergeText.freshReadFailed)
    await expectWellShown(page, '[role="dialog"]')
    expect((await mock.calls()).filter((call) => call.method === 'PATCH')).toHaveLength(1)
    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(success(page)).toContainText(entryFormText.successEdit('Имя коллеги'))
    expect(await organizationById(request, ORGANIZATION_ID)).toMatchObject({ name: 'Имя коллеги', description: 'Новое описание' })
    expect(before.description).not.toBe('Новое описание')
  })

  test('two admins in two browsers change the same organization field: the later one chooses', async ({
    page,
    loginAs,
    browser,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const mine = new OrganizationFormPage(page)
    await mine.openEdit(ORGANIZATION_ID)
    const managerPage = await signInElsewhere(browser, mock, 'manager')
    const theirs = new OrganizationFormPage(managerPage)
    await theirs.openEdit(ORGANIZATION_ID)

    await theirs.name().fill('Название от менеджера')
    await saveAndClose(managerPage, theirs, 'Название от менеджера')

    await mine.name().fill('Название от администратора')
    await mine.submit().click()
    const dialog = conflictDialog(page)
    const field = dialog.getByRole('group', { name: entryFormText.fields.name })
    await expect(field.getByText('Название от администратора')).toBeVisible()
    await expect(field.getByText('Название от менеджера')).toBeVisible()
    await choose(field, mergeText.keepMine)
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(success(page)).toContainText(entryFormText.successEdit('Название от администратора'))
    expect((await organizationById(request, ORGANIZATION_ID)).name).toBe('Название от администратора')
    await managerPage.context().close()
  })

  test('two tabs of one event: another field is kept; the same field changed on both sides shows the choice', async ({
    page,
    loginAs,
    request,
  }) => {
    test.slow()
    await loginAs('admin')
    const first = new EventFormPage(page)
    await first.openEdit(EVENT_ID)
    const secondPage = await page.context().newPage()
    const second = new EventFormPage(secondPage)
    await second.openEdit(EVENT_ID)
    const before = await eventById(request, EVENT_ID)

    await second.description().fill('Описание события из второй вкладки')
    await second.specialization().fill('Специализация коллеги')
    await saveAndClose(secondPage, second, before.name)

    await first.specialization().fill('Моя специализация')
    await first.name().fill('Событие из первой вкладки')
    await first.submit().click()
    const dialog = conflictDialog(page)
    const field = dialog.getByRole('group', { name: eventFormText.fields.specialization })
    await expect(field.getByText('Моя специализация')).toBeVisible()
    await expect(field.getByText('Специализация коллеги')).toBeVisible()
    await expectAccessible(page, '[role="dialog"]')
    await choose(field, mergeText.takeTheirs)
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(success(page)).toContainText(entryFormText.successEdit('Событие из первой вкладки'))
    expect(await eventById(request, EVENT_ID)).toMatchObject({
      name: 'Событие из первой вкладки',
      description: 'Описание события из второй вкладки',
      specialization: 'Специализация коллеги',
    })
  })

  test('two admins in two browsers change the same event field: the later one chooses', async ({
    page,
    loginAs,
    browser,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const mine = new EventFormPage(page)
    await mine.openEdit(EVENT_ID)
    const otherPage = await signInElsewhere(browser, mock, 'events')
    const theirs = new EventFormPage(otherPage)
    await theirs.openEdit(EVENT_ID)

    await theirs.description().fill('Описание от второго администратора')
    const before = await eventById(request, EVENT_ID)
    await saveAndClose(otherPage, theirs, before.name)

    await mine.description().fill('Описание от первого администратора')
    await mine.submit().click()
    const dialog = conflictDialog(page)
    const field = dialog.getByRole('group', { name: eventFormText.fields.description })
    await expect(field.getByText('Описание от первого администратора')).toBeVisible()
    await expect(field.getByText('Описание от второго администратора')).toBeVisible()
    await choose(field, mergeText.keepMine)
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(success(page)).toContainText(entryFormText.successEdit(before.name))
    expect((await eventById(request, EVENT_ID)).description).toBe('Описание от первого администратора')
    await otherPage.context().close()
  })
  test('two tabs rename one category: the later rename shows both names over its name modal and keeps the choice', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const mine = new CategoriesPage(page)
    await mine.open()
    // This tab's name modal opens on the category as it is now (every tab sees every write, so it opens first).
    await mine.rename('Магазины').click()
    await expect(mine.nameInput()).toHaveValue('Магазины')
    const otherPage = await page.context().newPage()
    const theirs = new CategoriesPage(otherPage)
    await theirs.open()

    await theirs.rename('Магазины').click()
    await theirs.submitName(categoriesText.renameCategoryTitle, 'Торговля', catalogueText.rename)
    await expect(theirs.category('Торговля')).toBeVisible()

    // This tab's rename, opened on the old name, meets the colleague's.
    await page.bringToFront()
    await mine.submitName(categoriesText.renameCategoryTitle, 'Покупки', catalogueText.rename)
    const dialog = conflictDialog(page)
    const field = dialog.getByRole('group', { name: catalogueText.nameLabel })
    await expect(field.getByText('Покупки', { exact: true })).toBeVisible()
    await expect(field.getByText('Торговля', { exact: true })).toBeVisible()
    await expectAccessible(page, '[role="dialog"]')
    await choose(field, mergeText.keepMine)
    await dialog.getByRole('button', { name: mergeText.confirm }).click()
    await expect(mine.dialog(categoriesText.renameCategoryTitle)).toBeHidden()
    await expect(mine.category('Покупки')).toBeVisible()
    await theirs.open()
    await expect(theirs.category('Покупки')).toBeVisible()
  })

  test("two tabs edit one administrator: the later save keeps the other tab's new right and asks about the name both changed", async ({
    page,
    loginAs,
  }) => {
    await loginAs('root')
    const mine = new AdminsPage(page)
    await mine.open()
    const name = (await mine.rows().nth(2).locator('td').first().innerText()).trim()
    await mine.edit(name).click()
    await expect(mine.wizard()).toHaveAccessibleName(adminsText.wizard.editTitle)
    const otherPage = await page.context().newPage()
    const theirs = new AdminsPage(otherPage)
    await theirs.open()
    await theirs.edit(name).click()

    // The colleague gives another right and renames; the countries' rights go on both sides alike.
    await theirs.nameInput().fill('Имя коллеги')
    await theirs.right('can_edit_events').setChecked(true)
    await theirs.right('view_complains').setChecked(false)
    await theirs.right('change_info').setChecked(false)
    await theirs.next().click()
    await theirs.saveButton().click()
    await expect(theirs.wizard()).toHaveCount(0)

    // Back to the first tab (a background tab draws no frames).
    await page.bringToFront()
    await mine.right('view_complains').setChecked(false)
    await mine.right('change_info').setChecked(false)
    await mine.nameInput().fill('Моё имя')
    await mine.right('can_fully_delete').setChecked(true)
    await mine.next().click()
    await mine.saveButton().click()
    await chooseTheOneConflict(page, adminsText.wizard.displayName, { mine: 'Моё имя', theirs: 'Имя коллеги' }, mergeText.keepMine)
    await expect(mine.wizard()).toHaveCount(0)
    const row = mine.row('Моё имя')
    await expect(row).toContainText(adminsText.rights.can_edit_events)
    await expect(row).toContainText(adminsText.rights.can_fully_delete)
  })

  test("two tabs edit one country: the later save keeps the other tab's flag and asks about the name both changed", async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin')
    const before = await countryNamed(request, 'Кыргызстан')
    const mine = new CitiesPage(page)
    await mine.open(`?country=${before._id}`)
    await expect(mine.editorName()).toHaveValue('Кыргызстан')
    const otherPage = await page.context().newPage()
    const theirs = new CitiesPage(otherPage)
    await theirs.open(`?country=${before._id}`)

    await theirs.editorName().fill('Киргизия')
    await theirs.editorFlag().setInputFiles(pngFiles(1, 'kg-flag'))
    await theirs.saveCountry().click()
    await expect(toast(otherPage, citiesText.countrySaved('Киргизия'))).toBeVisible()
    const saved = await countryNamed(request, 'Киргизия')
    expect(saved.flag_url).not.toBe(before.flag_url)

    await page.bringToFront()
    await mine.editorName().fill('Кыргызская Республика')
    await mine.saveCountry().click()
    await chooseTheOneConflict(page, citiesText.countryName, { mine: 'Кыргызская Республика', theirs: 'Киргизия' }, mergeText.keepMine)
    await expect(toast(page, citiesText.countrySaved('Кыргызская Республика'))).toBeVisible()
    expect(await countryNamed(request, 'Кыргызская Республика')).toMatchObject({ _id: before._id, flag_url: saved.flag_url })
  })

  test("two tabs edit one country's cities: the later save keeps the other tab's cells and asks about the cell both changed", async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin')
    const country = await countryNamed(request, 'Казахстан')
    const mine = new CitiesPage(page)
    await mine.open(`?country=${country._id}`)
    await mine.button(citiesText.editCities).click()
    await mine.cell('name', 'Астана').fill('Акмола')
    await mine.cell('lat', 'Алматы').fill('43.3')

    const otherPage = await page.context().newPage()
    const theirs = new CitiesPage(otherPage)
    await theirs.open(`?country=${country._id}`)
    await theirs.button(citiesText.editCities).click()
    await theirs.cell('name', 'Астана').fill('Нур-Султан')
    await theirs.cell('sort', 'Алматы').fill('7')
    await theirs.button(citiesText.saveCities).click()
    await expect(toast(otherPage, citiesText.citiesSaved(2))).toBeVisible()

    await page.bringToFront()
    await mine.button(citiesText.saveCities).click()
    const astanaName = citiesText.cellLabel(citiesText.columns.name, 'Астана')
    await chooseTheOneConflict(page, astanaName, { mine: 'Акмола', theirs: 'Нур-Султан' }, mergeText.takeTheirs)
    await expect(toast(page, citiesText.citiesSaved(1))).toBeVisible()
    const stored = await citiesOf(request, country._id)
    expect(stored.find((city) => city.name === 'Алматы')).toMatchObject({ sort: 7, coordinates: { lat: 43.3 } })
    expect(stored.some((city) => city.name === 'Нур-Султан')).toBe(true)
    expect(stored.some((city) => city.name === 'Акмола')).toBe(false)
  })

  test('two tabs rename one article block: the later rename shows both names over its name modal and keeps the choice', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const mine = new ArticlesPage(page)
    await mine.open()
    // This tab's name modal opens on the block as it is now.
    await page.getByRole('button', { name: articlesText.renameBlockOf('Полезное') }).click()
    await expect(mine.dialog(articlesText.renameBlockTitle).getByRole('textbox')).toHaveValue('Полезное')

    const otherPage = await page.context().newPage()
    const theirs = new ArticlesPage(otherPage)
    await theirs.open()
    await otherPage.getByRole('button', { name: articlesText.renameBlockOf('Полезное') }).click()
    await theirs.submitName(articlesText.renameBlockTitle, 'Советы', catalogueText.rename)
    await expect(theirs.block('Советы')).toBeVisible()

    await page.bringToFront()
    await mine.submitName(articlesText.renameBlockTitle, 'Полезное знать', catalogueText.rename)
    await chooseTheOneConflict(page, catalogueText.nameLabel, { mine: 'Полезное знать', theirs: 'Советы' }, mergeText.keepMine)
    await expect(mine.dialog(articlesText.renameBlockTitle)).toBeHidden()
    await expect(mine.block('Полезное знать')).toBeVisible()
    await theirs.open()
    await expect(theirs.block('Полезное знать')).toBeVisible()
  })

  test("an article saved in this admin's other tab while its editor is open here: the save here keeps that change and asks about the field both changed", async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const mine = new ArticlesPage(page)
    await mine.editArticle('Полезное', 'Как оформить регистрацию')

    const otherPage = await page.context().newPage()
    const theirs = new ArticlesPage(otherPage)
    await theirs.editArticle('Полезное', 'Как оформить регистрацию')
    await theirs.articleName().fill('Регистрация из другой вкладки')
    await theirs.articleSort().fill('7')
    await theirs.button(ru.common.save).click()
    await expect(toast(otherPage, articlesText.saved)).toBeVisible()
    await otherPage.close()

    // The other tab's save has reached this tab's editor (its heading follows the article as the cache holds it).
    await expect(mine.article().getByRole('heading', { name: 'Регистрация из другой вкладки' })).toBeVisible()
    await mine.articleSort().fill('9')
    await mine.typeBody('<h1>Текст этой вкладки</h1>')
    await mine.button(ru.common.save).click()
    await chooseTheOneConflict(page, articlesText.sortLabel, { mine: '9', theirs: '7' }, mergeText.keepMine)
    await expect(toast(page, articlesText.saved)).toBeVisible()
    const saved = mine.article()
    await expect(saved.getByRole('heading', { name: 'Регистрация из другой вкладки' })).toBeVisible()
    await expect(saved).toContainText(articlesText.sortOf('9'))
    await expect(saved.getByRole('region', { name: articlesText.bodyLabel }).getByRole('heading', { level: 1 })).toHaveText(
      'Текст этой вкладки',
    )
  })

  test("an information item saved in this admin's other tab while its editor is open here: the save here keeps that change and asks about the field both changed", async ({
    page,
    loginAs,
  }) => {
    const item = 'Казахстан — коротко о стране'
    const openEditor = async (gallery: GalleryPage) => {
      await gallery.open()
      await gallery.item(item).click()
      await gallery.editButton().click()
      await expect(gallery.markup.editor()).toBeVisible()
    }
    await loginAs('admin')
    const mine = new GalleryPage(page)
    await openEditor(mine)

    const otherPage = await page.context().newPage()
    const theirs = new GalleryPage(otherPage)
    await openEditor(theirs)
    await theirs.nameInput().fill('Казахстан: из другой вкладки')
    await theirs.visibleSwitch().uncheck()
    await otherPage.getByRole('button', { name: ru.common.save }).click()
    await expect(toast(otherPage, galleryText.saved)).toBeVisible()
    await otherPage.close()

    // The other tab's save has reached this tab's editor (its name follows the item as the cache holds it).
    await expect(mine.editor('Казахстан: из другой вкладки')).toBeVisible()
    await mine.nameInput().fill('Казахстан: из этой вкладки')
    const body = '<h3>Кратко</h3><p>Текст этой вкладки</p>'
    await mine.markup.type(body)
    const sent = page.waitForRequest((call) => call.url().endsWith('/api/admins/infos') && call.method() === 'PUT')
    await page.getByRole('button', { name: ru.common.save }).click()
    await chooseTheOneConflict(
      page,
      galleryText.nameLabel,
      { mine: 'Казахстан: из этой вкладки', theirs: 'Казахстан: из другой вкладки' },
      mergeText.takeTheirs,
    )
    expect((await sent).postDataJSON()).toEqual({
      country_id: expect.any(String),
      information_item_id: expect.any(String),
      inner_html: body,
    })
    await expect(toast(page, galleryText.saved)).toBeVisible()
    await expect(mine.itemTitle()).toHaveText('Казахстан: из другой вкладки')
    await expect(mine.hiddenMarker('Казахстан: из другой вкладки')).toBeVisible()
  })
})
