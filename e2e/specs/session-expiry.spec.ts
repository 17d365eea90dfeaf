import type { Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { leaveGuardText, photosText, ru } from '../../src/shared/i18n/ru'
import { authText, sessionExpiryText, shellText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS } from '../accounts'
import { pngFiles } from '../files'
import { expect, expectWellShown, test, type MockBackend } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { LoginPage } from '../pages/login.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Shell } from '../pages/shell.page'
import { toast } from '../toasts'

const t = organizationFormText
/** Seeded: an organization the admin may edit. */
const EDITED_ID = '000000f00000000000000005'
const EDIT_PATH = `/api/admins/organizations/edit/${EDITED_ID}`
const EDIT_URL = new RegExp(`/organizations/edit\\?id=${EDITED_ID}$`)

/** The 'Сессия истекла' dialog and its form. */
class SignInDialog {
  constructor(readonly page: Page) {}
  readonly root = () => this.page.getByRole('dialog', { name: sessionExpiryText.title })
  readonly email = () => this.root().getByRole('textbox', { name: authText.emailLabel })
  readonly password = () => this.root().getByLabel(authText.passwordLabel, { exact: true })
  readonly submit = () => this.root().getByRole('button', { name: authText.submit })
  readonly cancel = () => this.root().getByRole('button', { name: ru.common.cancel })

  async signIn(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
    await this.submit().click()
  }
}

/** Signs in through /login (the console remembers the e-mail for this tab), then opens `path`. */
async function signInThroughLogin(page: Page, path: string) {
  const login = new LoginPage(page)
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`)
  await login.signInAs('admin')
}

/** Every URL the page's main frame has shown from now on. */
function urlsShown(page: Page): string[] {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  return urls
}

/** How many requests with `method` reached a path matching `pattern`. */
function countRequests(page: Page, method: string, pattern: RegExp): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === method && pattern.test(new URL(request.url()).pathname)) count += 1
  })
  return () => count
}

async function openEditedOrganization(page: Page, mock: MockBackend) {
  await signInThroughLogin(page, `/organizations/edit?id=${EDITED_ID}`)
  const form = new OrganizationFormPage(page)
  await form.ownerId().waitFor()
  await expect(page).toHaveURL(EDIT_URL)
  await mock.fault({ path: EDIT_PATH, method: 'PATCH', status: 401, message: 'Unauthorized', times: 1 })
  return form
}

const scrollTop = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)

test.describe('An expired session during a save: sign in again in place', () => {
  test('organization edit: a 401 on the save opens the sign-in dialog over the untouched form; the same admin signs in and the save goes through once; the URL never changes', async ({
    page,
    mock,
  }) => {
    const form = await openEditedOrganization(page, mock)
    const patches = countRequests(page, 'PATCH', new RegExp(`^${EDIT_PATH}$`))
    await form.name().fill('Кофейня после входа')
    await form.contact('telegram').fill('@after_sign_in')
    await form.description().scrollIntoViewIfNeeded()
    const scrolled = await scrollTop(page)
    expect(scrolled).toBeGreaterThan(0)
    const urls = urlsShown(page)

    await form.submit().click()
    const dialog = new SignInDialog(page)
    await expect(dialog.root()).toBeVisible()
    await expect(dialog.root()).toContainText(sessionExpiryText.text)
    await expect(dialog.email()).toHaveValue(SEEDED_ACCOUNTS.admin.email)
    await expect(dialog.password()).toBeFocused()
    await expectWellShown(page)
    expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull()

    // The same validation and server messages as /login.
    await dialog.email().fill('')
    await dialog.submit().click()
    await expect(dialog.email()).toHaveAccessibleDescription(authText.emailRequired)
    await dialog.signIn('not-an-address', 'x')
    await expect(dialog.email()).toHaveAccessibleDescription(authText.emailInvalid)
    await dialog.signIn(SEEDED_ACCOUNTS.admin.email, 'wrong-password')
    await expect(dialog.password()).toHaveAccessibleDescription('Wrong password')
    await expectWellShown(page, '[role="dialog"]')
    expect(patches()).toBe(1)

    await dialog.signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
    // The sign-in dialog closes (its fade-out may overlap the outcome modal's arrival).
    await expect(dialog.root()).toHaveCount(0)
    await expect(form.dialog()).toContainText(t.successEdit('Кофейня после входа'))
    await expect(form.dialog()).toContainText('отредактирована')
    expect(patches()).toBe(2)
    expect(urls.filter((url) => !EDIT_URL.test(url))).toEqual([])
    await expect(page).toHaveURL(EDIT_URL)
    expect(await scrollTop(page)).toBe(scrolled)
    await form.ok().click()
    await expect(page).toHaveURL(/\/organizations\/view/)

    // The saved values are the ones typed before the session ended.
    await form.openEdit(EDITED_ID)
    await expect(form.name()).toHaveValue('Кофейня после входа')
    await expect(form.contact('telegram')).toHaveValue('@after_sign_in')
  })

  test('article body: a 401 on the save keeps the editor as typed; signing in saves it once', async ({ page, mock }) => {
    await signInThroughLogin(page, '/articles')
    const screen = new ArticlesPage(page)
    await screen.heading().waitFor()
    await screen.block('Полезное').click()
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    const body = '<h1>Текст после входа</h1><p>сохранён</p>'
    await screen.typeBody(body)
    const puts = countRequests(page, 'PUT', /^\/api\/admins\/articles\/[0-9a-f]{24}$/)
    await mock.fault({ path: '/api/admins/articles/*', method: 'PUT', status: 401, message: 'Unauthorized', times: 1 })
    const url = page.url()

    await screen.button(ru.common.save).click()
    const dialog = new SignInDialog(page)
    await expect(dialog.root()).toBeVisible()
    await expect(screen.editor()).toHaveText(body)
    await expectWellShown(page, '[role="dialog"]')
    await dialog.signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)

    await expect(toast(page, articlesText.saved)).toBeVisible()
    await expect(screen.article().getByRole('region', { name: articlesText.bodyLabel }).getByRole('heading', { level: 1 })).toHaveText(
      'Текст после входа',
    )
    await expect(dialog.root()).toHaveCount(0)
    expect(puts()).toBe(1 + 1)
    expect(page.url().replace(/[?&]edit=true/, '')).toBe(url.replace(/[?&]edit=true/, ''))
  })

  test('photo upload: after a 401 and the sign-in the multipart call is built again and carries every file', async ({ page, mock }) => {
    await signInThroughLogin(page, `/organizations/edit-photos?id=${EDITED_ID}`)
    const photos = new OrganizationPhotosPage(page)
    await photos.savedArea().waitFor()
    const saved = await photos.savedPhotos().count()
    const addPath = `/api/admins/organizations/${EDITED_ID}/photos/add`
    const uploads = countRequests(page, 'POST', new RegExp(`^${addPath}$`))
    await mock.fault({ path: addPath, status: 401, message: 'Unauthorized', times: 1 })
    await photos.fileInput().setInputFiles(pngFiles(2))
    await photos.save().click()
    const dialog = new SignInDialog(page)
    await expect(dialog.root()).toBeVisible()
    await expect(photos.newPreviews()).toHaveCount(2)
    await dialog.signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
    await expect(dialog.root()).toHaveCount(0)
    await expect(photos.dialog(ru.common.success)).toContainText(photosText.saved(2))
    await photos.ok().click()
    // The first call was refused before storing anything: both files came with the second one.
    await expect(photos.savedPhotos()).toHaveCount(saved + 2)
    expect(uploads()).toBe(2)
  })

  test('cancel asks the unsaved-changes question: staying keeps the dialog and the form, leaving goes to /login and nothing is sent again', async ({
    page,
    mock,
  }) => {
    const form = await openEditedOrganization(page, mock)
    const patches = countRequests(page, 'PATCH', new RegExp(`^${EDIT_PATH}$`))
    await form.name().fill('Не сохранится')
    await form.submit().click()
    const dialog = new SignInDialog(page)
    await expect(dialog.root()).toBeVisible()

    await dialog.cancel().click()
    const leave = page.getByRole('dialog', { name: leaveGuardText.title })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(leave).toHaveCount(0)
    await expect(dialog.root()).toBeVisible()
    await expect(form.name()).toHaveValue('Не сохранится')
    await expect(page).toHaveURL(EDIT_URL)

    await dialog.cancel().click()
    await leave.getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await expect(new LoginPage(page).submit()).toBeVisible()
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('console.')))).toEqual([])
    expect(patches()).toBe(1)

    // Signing in there comes back to the form, with the organization as it was saved.
    await new LoginPage(page).signInAs('admin')
    await expect(page).toHaveURL(EDIT_URL)
    await expect(form.name()).not.toHaveValue('Не сохранится')
  })

  test("a sign-in as another account never sends the first one's save: after the question it goes to that account's first screen", async ({
    page,
    mock,
  }) => {
    const form = await openEditedOrganization(page, mock)
    const patches = countRequests(page, 'PATCH', new RegExp(`^${EDIT_PATH}$`))
    await form.name().fill('Чужое сохранение')
    await form.submit().click()
    const dialog = new SignInDialog(page)
    await dialog.signIn(SEEDED_ACCOUNTS.manager.email, SEEDED_ACCOUNTS.manager.password)
    const leave = page.getByRole('dialog', { name: leaveGuardText.title })
    await leave.getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/template-photos/)
    await new Shell(page).ready(ru.pages.templatePhotos)
    await expect(new Shell(page).displayName()).toHaveText('Максим Менеджер')
    expect(patches()).toBe(1)
  })

  test('a second 401 after signing in goes to /login', async ({ page, mock }) => {
    const form = await openEditedOrganization(page, mock)
    await mock.clearFaults()
    await mock.fault({ path: EDIT_PATH, method: 'PATCH', status: 401, message: 'Unauthorized', times: 2 })
    await form.name().fill('Дважды отказано')
    await form.submit().click()
    const dialog = new SignInDialog(page)
    await dialog.signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await expect(new LoginPage(page).submit()).toBeVisible()
  })

  test('a 401 on a list read goes to /login with the way back, and signing in returns there', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await mock.fault({ path: '/api/organizations', method: 'GET', status: 401, message: 'Unauthorized', times: 1 })
    await list.search().fill('Кафе')
    await expect(page).toHaveURL(/\/login\?redirect=%2Forganizations%2Fview/)
    await expect(page.getByRole('dialog', { name: sessionExpiryText.title })).toHaveCount(0)
    await new LoginPage(page).signInAs('admin')
    await expect(page).toHaveURL(/\/organizations\/view/)
    await new Shell(page).ready(ru.pages.organizationsView)
  })

  test('five minutes before the token expires a notification says the session is about to end (a short-lived mock token)', async ({
    page,
    request,
  }) => {
    expect((await request.post('/__mock/token-lifetime', { data: { seconds: 240 } })).ok()).toBe(true)
    await signInThroughLogin(page, '/cities')
    await new Shell(page).ready(ru.pages.cities)
    // The whole text, with the expiry time as hours and minutes.
    const text = new RegExp(
      shellText.session
        .expiringText('HH:MM')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('HH:MM', '\\d\\d:\\d\\d'),
    )
    const note = page.getByRole('alert').filter({ hasText: text })
    await expect(note).toBeVisible()
    await expectWellShown(page)
  })
})
