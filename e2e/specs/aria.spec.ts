import type { Locator, Page } from '@playwright/test'
import { adminsText } from '../../src/shared/i18n/admins'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { organizationFormText, organizationsText } from '../../src/shared/i18n/organizations'
import { shortcutsText } from '../../src/shared/i18n/palette'
import { draftText, leaveGuardText, mergeText, ru } from '../../src/shared/i18n/ru'
import { authText, sessionExpiryText, shellText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS } from '../accounts'
import { expect, settled, test } from '../fixtures'
import { AdminsPage } from '../pages/admins.page'
import { ArticlesPage } from '../pages/articles.page'
import { BulkPart, ExportPart } from '../pages/bulk.part'
import { CategoriesPage } from '../pages/categories.page'
import { CitiesPage } from '../pages/cities.page'
import { DraftOfferPart } from '../pages/draft-offer.part'
import { EventFormPage } from '../pages/event-form.page'
import { EventPhotosPage } from '../pages/event-photos.page'
import { EventSinglePage } from '../pages/event-single.page'
import { EventsListPage } from '../pages/events-list.page'
import { GalleryPage } from '../pages/gallery.page'
import { LoginPage } from '../pages/login.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'
import { OrganizationSinglePage } from '../pages/organization-single.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Palette } from '../pages/palette.page'
import { Shell } from '../pages/shell.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'
import { UsersPage } from '../pages/users.page'
import { EVENT_ID, NOW, ORGANIZATION_ID, shown } from '../screens'

/**
 * What a screen reader hears on each main screen and in each dialog a person opens — roles, names, states and the
 * text read out — pinned as Playwright's ARIA snapshots (e2e/specs/__screenshots__/aria.spec.ts/*.aria.yml), so that
 * a change of a name or a role shows in review. A list is pinned with the few entries a search finds: a hundred cards
 * say nothing five do not. A change made on purpose is taken with `--update-snapshots`.
 *
 * Each test walks a group of screens as a person does — the navigation, the links and buttons on the screens — and
 * pins every screen and dialog on the way: a browser started once per group, not once per screen.
 */

/** The gallery's first information item. */
const GALLERY_ITEM = 'Казахстан — коротко о стране'

/** Pins `part` (the screen's `main` unless given) once the screen has loaded and settled. */
async function pin(page: Page, name: string, part: Locator = page.getByRole('main')) {
  await shown(page)
  await expect(part).toMatchAriaSnapshot({ name: `${name}.aria.yml` })
}

/** Pins a dialog open over the screen once it has settled (the screen under it may wait for the dialog's answer). */
async function pinOpen(page: Page, name: string, dialog: Locator) {
  await expect(dialog).toBeVisible()
  await settled(page)
  await expect(dialog).toMatchAriaSnapshot({ name: `${name}.aria.yml` })
}

/** Pins the dialog open over the screen, then closes it as a person does: Escape, or the dialog's own button. */
async function pinDialog(page: Page, name: string, dialog: Locator = page.getByRole('dialog'), close?: Locator) {
  await pinOpen(page, name, dialog)
  if (close) await close.click()
  else await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** Goes to a section through the navigation and waits for its heading. */
async function navigate(page: Page, section: string, heading: string) {
  await new Shell(page).navLink(section).click()
  await expect(new Shell(page).heading()).toHaveText(heading)
}

/** Types `text` into the list's search and waits until only the entries found are left. */
async function searched(search: Locator, entries: Locator, text: string, count: number) {
  await search.fill(text)
  await expect(entries).toHaveCount(count)
}

test.describe('What a screen reader hears', () => {
  // A test walks a group of screens: longer than one screen's.
  test.describe.configure({ timeout: 120_000 })

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
  })

  test('sign-in and the administrators: the login form, the notice of a session about to end, the root navigation, the table and the wizard to add and to edit are as pinned', async ({
    page,
    request,
  }) => {
    // A session of four minutes is warned of at once. Its end is the mock's real time, so this walk's clock is real: its
    // screens show no date.
    expect((await request.post('/__mock/token-lifetime', { data: { seconds: 240 } })).ok()).toBe(true)
    await page.clock.setFixedTime(new Date())
    const login = new LoginPage(page)
    await login.open()
    await pin(page, 'login')
    await login.signInAs('root')
    const admins = new AdminsPage(page)
    await expect(admins.heading()).toBeVisible()
    const notice = page.getByRole('alert').filter({ hasText: shellText.session.expiringText('').split(':')[0]! })
    await pinDialog(page, 'session-ending-notice', notice, notice.getByRole('button'))
    await pin(page, 'navigation-root', new Shell(page).nav())
    await searched(admins.search(), admins.rows(), 'MANAGER@', 1)
    await pin(page, 'admins')
    await admins.addButton().click()
    await pinDialog(page, 'admin-wizard', admins.wizard())
    await admins.edit('Максим Менеджер').click()
    await expect(admins.nameInput()).toHaveValue('Максим Менеджер')
    await expect(admins.wizard().getByRole('button', { name: adminsText.wizard.steps.personal })).toHaveAttribute('aria-current', 'step')
    await pinDialog(page, 'admin-wizard-edit', admins.wizard())
  })

  test('organizations: the list, its row menu, a confirmation and the bulk dialog, the single view, the form, an expired session and the photos are as pinned', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await list.search().fill('Аптека')
    await expect(list.cards().filter({ hasNotText: 'Аптека' })).toHaveCount(0)
    await pin(page, 'organizations-list')

    const card = list.cards().first()
    await list.openMenu(card)
    await pinOpen(page, 'row-menu', page.getByRole('menu'))
    await page.getByRole('menuitem', { name: new RegExp(`^(${organizationsText.menu.ban}|${organizationsText.menu.unban})$`) }).click()
    await pinDialog(page, 'ban-confirmation')
    await list.chooseAction(card, organizationsText.menu.changeOwner)
    await pinDialog(page, 'change-owner-dialog', page.getByRole('dialog', { name: organizationsText.changeOwnerTitle }))

    const exporter = new ExportPart(page)
    await Promise.all([page.waitForEvent('download'), exporter.button().click()])
    await expect(exporter.close()).toBeVisible()
    await pinDialog(page, 'export-dialog', exporter.dialog(), exporter.close())

    const bulk = new BulkPart(page)
    for (const index of [0, 1]) await list.cards().nth(index).getByRole('checkbox').check()
    await bulk.anyAction('ban').click()
    await pinDialog(page, 'bulk-dialog', bulk.dialog(), bulk.dialog().getByRole('button', { name: ru.common.cancel }))
    await bulk.clear().click()

    // The create form sent empty says what is missing; typed into and left, it asks first.
    await list.addButton().click()
    const create = new OrganizationFormPage(page)
    await expect(create.ownerId()).toBeVisible()
    await create.submit().click()
    await expect(create.errorSummary()).toBeVisible()
    await pin(page, 'organization-create-errors')
    await create.name().fill('Аптека, которую не сохранят')
    await new Shell(page).navLink(shellText.nav.organizations).click()
    await pinDialog(
      page,
      'leave-question',
      page.getByRole('dialog', { name: leaveGuardText.title }),
      page.getByRole('button', { name: leaveGuardText.confirm }),
    )

    // The single view, the form and the photos of one organization, through the view's own links.
    const single = new OrganizationSinglePage(page)
    await single.open(ORGANIZATION_ID)
    await pin(page, 'organization-single')
    await single.edit().click()
    const form = new OrganizationFormPage(page)
    await expect(form.name()).toBeVisible()
    await pin(page, 'organization-edit')
    await page.getByRole('button', { name: organizationFormText.languagesButton }).click()
    await pinDialog(page, 'languages-dialog', page.getByRole('dialog', { name: organizationFormText.languagesModal }))

    await mock.fault({
      path: `/api/admins/organizations/edit/${ORGANIZATION_ID}`,
      method: 'PATCH',
      status: 401,
      message: 'Unauthorized',
      times: 1,
    })
    await form.name().fill('Аптека после входа')
    await form.submit().click()
    const signIn = page.getByRole('dialog', { name: sessionExpiryText.title })
    await pinOpen(page, 'session-sign-in-dialog', signIn)
    await signIn.getByRole('textbox', { name: authText.emailLabel }).fill(SEEDED_ACCOUNTS.admin.email)
    await signIn.getByLabel(authText.passwordLabel, { exact: true }).fill(SEEDED_ACCOUNTS.admin.password)
    await signIn.getByRole('button', { name: authText.submit }).click()
    await expect(signIn).toHaveCount(0)
    await expect(form.dialog()).toContainText('Аптека после входа')
    await pinOpen(page, 'saved-dialog', form.dialog())
    await form.ok().click()

    const photos = new OrganizationPhotosPage(page)
    await single.open(ORGANIZATION_ID)
    await single.editPhotos().click()
    await expect(photos.savedPhotos().first()).toBeVisible()
    await pin(page, 'organization-photos')
    await photos.deleteButton(1).click()
    await pinDialog(page, 'photo-delete-confirmation')
  })

  test('events: the list, the single view, the form and its draft offer, and the photos are as pinned', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new EventsListPage(page)
    await list.open()
    await list.search().fill('Москва')
    await expect(list.cards().filter({ hasNotText: 'Москва' })).toHaveCount(0)
    await pin(page, 'events-list')

    const single = new EventSinglePage(page)
    await single.open(EVENT_ID)
    await pin(page, 'event-single')
    await single.editPhotos().click()
    const photos = new EventPhotosPage(page)
    await expect(photos.savedArea()).toBeVisible()
    await pin(page, 'events-photos')
    await photos.back().click()

    await single.open(EVENT_ID)
    await single.edit().click()
    const form = new EventFormPage(page)
    await expect(form.name()).toBeVisible()
    await pin(page, 'event-form')

    // A closed tab's typing is offered back when the form opens again.
    await form.name().fill('Событие из черновика')
    await expect(new DraftOfferPart(page).kept()).toBeVisible()
    await page.close({ runBeforeUnload: false })
    const tab = await context.newPage()
    await tab.clock.setFixedTime(NOW)
    const again = new EventFormPage(tab)
    await again.openEdit(EVENT_ID)
    const offer = new DraftOfferPart(tab).offer()
    await expect(offer).toContainText(draftText.restore)
    await pinOpen(tab, 'draft-offer', offer)
  })

  test('the catalogue: categories and their dialogs, cities, template photos, the gallery and the articles are as pinned', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await pin(page, 'navigation-admin', new Shell(page).nav())
    await categories.select('Кафе и рестораны').click()
    await expect(categories.subCategories().getByRole('listitem').first()).toBeVisible()
    await pin(page, 'categories')
    await categories.remove('Кофейни').click()
    await pinDialog(page, 'delete-confirmation')
    await categories.addSubCategory().click()
    await pinDialog(page, 'name-dialog')

    await navigate(page, shellText.nav.cities, ru.pages.cities)
    const cities = new CitiesPage(page)
    await expect(cities.countryLinks().first()).toBeVisible()
    await pin(page, 'cities')
    await cities.newCountry().click()
    await pinDialog(page, 'new-country-dialog', cities.dialog())
    await cities.countryLinks().first().click()
    await expect(cities.deleteCountry()).toBeVisible()
    await cities.deleteCountry().click()
    await pinDialog(page, 'country-delete-confirmation')
    const city = page.getByRole('main').getByRole('table').locator('tbody tr').first()
    await pin(page, 'city-row', city)
    await city.getByRole('button', { name: new RegExp(`^${citiesText.deleteCityFor('')}`) }).click()
    await pinDialog(page, 'city-delete-confirmation', page.getByRole('dialog', { name: citiesText.deleteCityTitle }))

    // The navigation opens the photo libraries in a new tab: the same address, here in this one.
    await page.goto('/template-photos')
    await expect(new TemplatePhotosPage(page).folderTitle()).toBeVisible()
    await pin(page, 'template-photos')

    await page.goto('/gallery')
    const gallery = new GalleryPage(page)
    await expect(gallery.table()).toBeVisible()
    await pin(page, 'gallery')
    await gallery.item(GALLERY_ITEM).click()
    await gallery.editButton().click()
    await expect(gallery.nameInput()).toHaveValue(GALLERY_ITEM)
    await pin(page, 'gallery-info-editor', gallery.editor(GALLERY_ITEM))

    await navigate(page, shellText.nav.articles, ru.pages.articles)
    const articles = new ArticlesPage(page)
    await articles.block('Полезное').click()
    await expect(articles.cards().first()).toBeVisible()
    await pin(page, 'articles')
    await articles.button(articlesText.newArticle).click()
    await pinDialog(page, 'new-article-dialog', articles.dialog())
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    await expect(articles.editor()).toBeVisible()
    await pin(page, 'markup-editor', articles.article())
  })

  test('reports and users, the shortcuts sheet, the command palette and the question when a colleague saved first are as pinned', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    await page.goto('/reports')
    await pin(page, 'reports')
    await navigate(page, shellText.nav.users, ru.pages.users)
    const users = new UsersPage(page)
    await searched(users.search(), users.rows(), 'user@example.com', 1)
    await pin(page, 'users')
    await users.heading().click()
    await page.keyboard.press('Shift+?')
    await pinDialog(page, 'shortcuts-sheet', page.getByRole('dialog', { name: shortcutsText.title }))
    const palette = new Palette(page)
    await palette.open()
    await palette.search('Аптека')
    await pinDialog(page, 'palette', palette.dialog())

    await navigate(page, shellText.nav.categories, ru.pages.categories)
    const categories = new CategoriesPage(page)
    // A colleague renames the category in another tab while this tab's rename is open.
    await categories.rename('Магазины').click()
    await expect(categories.nameInput()).toHaveValue('Магазины')
    const otherTab = await page.context().newPage()
    const theirs = new CategoriesPage(otherTab)
    await theirs.open()
    await theirs.rename('Магазины').click()
    await theirs.submitName(categoriesText.renameCategoryTitle, 'Торговля', catalogueText.rename)
    await expect(theirs.category('Торговля')).toBeVisible()
    await otherTab.close()
    await categories.submitName(categoriesText.renameCategoryTitle, 'Покупки', catalogueText.rename)
    const conflict = page.getByRole('dialog', { name: mergeText.title })
    await expect(conflict).toBeVisible()
    await pinOpen(page, 'conflict-question', conflict)
  })
})
