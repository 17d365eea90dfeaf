import type { Page } from '@playwright/test'
import { SESSION_KEYS } from '../../src/shared/auth/session'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { leaveGuardText, ru } from '../../src/shared/i18n/ru'
import { authText, sessionExpiryText, shellText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS, type AccountName } from '../accounts'
import { expect, expectWellShown, switchSession, test } from '../fixtures'
import { LoginPage } from '../pages/login.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { Shell } from '../pages/shell.page'

/** Seeded: an organization the admin may edit, with an address (not of the online category). */
const EDITED_ID = '000000f00000000000000005'
const EDIT_PATH = `/api/admins/organizations/edit/${EDITED_ID}`
const EDIT_URL = new RegExp(`/organizations/edit\\?id=${EDITED_ID}$`)
const SUGGESTIONS_PATH = '/api/admins/geocoding/complete-address'

const signInDialog = (page: Page, title: string = sessionExpiryText.title) => page.getByRole('dialog', { name: title })
const leaveDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title })

async function signInIn(dialog: ReturnType<typeof signInDialog>, account: AccountName) {
  await dialog.getByRole('textbox', { name: authText.emailLabel }).fill(SEEDED_ACCOUNTS[account].email)
  await dialog.getByLabel(authText.passwordLabel, { exact: true }).fill(SEEDED_ACCOUNTS[account].password)
  await dialog.getByRole('button', { name: authText.submit }).click()
}

/** Signs in through /login (the console remembers the e-mail for this tab) and opens the organization's edit form. */
async function openDirtyForm(page: Page, name = 'Кофейня с несохранённым') {
  await page.goto(`/login?redirect=${encodeURIComponent(`/organizations/edit?id=${EDITED_ID}`)}`)
  await new LoginPage(page).signInAs('admin')
  const form = new OrganizationFormPage(page)
  await form.ownerId().waitFor()
  await form.name().fill(name)
  return form
}

function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1
  })
  return () => count
}

test.describe("A session's end never throws a form away", () => {
  test('the token expires while the organization form is dirty: the address lookup answered 401 opens the sign-in over the form, which keeps what was typed; after signing in the lookup is asked again and the save goes through', async ({
    page,
    mock,
  }) => {
    const form = await openDirtyForm(page, 'Кофейня после адреса')
    const lookups = countRequests(page, 'GET', SUGGESTIONS_PATH)
    await mock.fault({ path: SUGGESTIONS_PATH, method: 'GET', status: 401, message: 'Unauthorized', times: 1 })
    await form.address().fill('Абая 10')

    const dialog = signInDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(sessionExpiryText.text)
    await expectWellShown(page, '[role="dialog"]')
    await expect(page).toHaveURL(EDIT_URL)
    await expect(form.name()).toHaveValue('Кофейня после адреса')
    await expect(form.address()).toHaveValue('Абая 10')

    await signInIn(dialog, 'admin')
    await expect(dialog).toHaveCount(0)
    // The refused lookup was sent again with the new token: the suggestions show.
    const suggestion = page.getByRole('option', { name: /^ул\. Абая, 10/ }).first()
    await expect(suggestion).toBeVisible()
    // The lookup refused with 401 was answered once the admin had signed in.
    const answered = (await mock.calls()).filter((call) => call.path.startsWith(SUGGESTIONS_PATH)).map((call) => call.status)
    expect(answered).toContain(401)
    expect(answered[0]).toBe(200)
    expect(lookups()).toBe(answered.length)
    await suggestion.click()
    await form.submit().click()
    await expect(form.dialog()).toContainText(organizationFormText.successEdit('Кофейня после адреса'))
    await expect(page).toHaveURL(EDIT_URL)
  })

  test('logout with a dirty form asks first: "stay" keeps the form as typed, "leave" logs out', async ({ page }) => {
    const form = await openDirtyForm(page)
    const shell = new Shell(page)
    await shell.logout().click()
    const question = leaveDialog(page, leaveGuardText.logout.title)
    await expect(question).toBeVisible()
    await expect(question).toContainText(leaveGuardText.text)
    await expectWellShown(page, '[role="dialog"]')
    await question.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(question).toHaveCount(0)
    await expect(page).toHaveURL(EDIT_URL)
    await expect(form.name()).toHaveValue('Кофейня с несохранённым')
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token)).not.toBeNull()

    await shell.logout().click()
    await question.getByRole('button', { name: leaveGuardText.logout.confirm }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(new LoginPage(page).submit()).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token)).toBeNull()
  })

  test('a country switch with a dirty form asks first: "stay" keeps the country and the form; "switch" changes the country and starts the screen afresh', async ({
    page,
  }) => {
    const form = await openDirtyForm(page)
    // The shell's switcher (the form has a country field of its own).
    const switcher = page.getByRole('banner').getByRole('combobox', { name: shellText.country.switcherLabel })
    const before = await switcher.inputValue()
    await switcher.selectOption({ label: 'Россия' })
    const question = leaveDialog(page, leaveGuardText.country.title)
    await expect(question).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await question.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(question).toHaveCount(0)
    await expect(switcher).toHaveValue(before)
    await expect(form.name()).toHaveValue('Кофейня с несохранённым')

    await switcher.selectOption({ label: 'Россия' })
    await question.getByRole('button', { name: leaveGuardText.country.confirm }).click()
    await expect(switcher).not.toHaveValue(before)
    await expect(form.name()).not.toHaveValue('Кофейня с несохранённым')
  })

  test("another tab's logout while this tab's form is dirty keeps the form and says so; signing in again here saves it", async ({
    page,
  }) => {
    const form = await openDirtyForm(page, 'Кофейня из первой вкладки')
    const other = await page.context().newPage()
    await other.goto('/cities')
    const otherShell = new Shell(other)
    await otherShell.ready(ru.pages.cities)
    await otherShell.logout().click()
    await expect(other).toHaveURL(/\/login$/)
    await page.bringToFront()

    const notice = page.getByRole('status').filter({ hasText: shellText.session.otherTab.loggedOut })
    await expect(notice).toBeVisible()
    await expect(page).toHaveURL(EDIT_URL)
    await expect(form.name()).toHaveValue('Кофейня из первой вкладки')
    await expectWellShown(page)

    // The admin keeps working; signing in again from the notice lets the save go.
    await notice.getByRole('button', { name: shellText.session.otherTab.signInAgain }).click()
    const dialog = signInDialog(page, sessionExpiryText.prompted.title)
    await expect(dialog).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await signInIn(dialog, 'admin')
    await expect(dialog).toHaveCount(0)
    await expect(notice).toHaveCount(0)
    await form.submit().click()
    await expect(form.dialog()).toContainText(organizationFormText.successEdit('Кофейня из первой вкладки'))
    await other.close()
  })

  test("two admins in one browser: the held tab's save asks its own admin to sign in instead of going out without a token, and leaving it with 'Уйти' leaves the manager signed in", async ({
    page,
    mock,
  }) => {
    const form = await openDirtyForm(page, 'Сохранение без токена')
    const patches = countRequests(page, 'PATCH', EDIT_PATH)
    // The manager signs in in another tab of the same browser and works there.
    const other = await page.context().newPage()
    await other.goto('/cities')
    await new Shell(other).ready(ru.pages.cities)
    await switchSession(other, mock, 'manager')
    await other.reload()
    await expect(new Shell(other).displayName()).toHaveText('Максим Менеджер')
    const managerSession = () =>
      other.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.profile)], SESSION_KEYS)
    const signedInManager = await managerSession()

    await page.bringToFront()
    await expect(page.getByRole('status').filter({ hasText: shellText.session.otherTab.otherAccount })).toBeVisible()
    await form.submit().click()
    const dialog = signInDialog(page, sessionExpiryText.prompted.title)
    await expect(dialog).toBeVisible()
    expect(patches()).toBe(0)
    await dialog.getByRole('button', { name: ru.common.cancel }).click()
    await expect(dialog).toHaveCount(0)
    // Not signed in: the save says so, and the form keeps what was typed.
    const failure = page.getByRole('dialog').filter({ hasText: ru.errors.signInFirst })
    await expect(failure).toBeVisible()
    await failure.getByRole('button', { name: ru.common.ok }).click()
    await expect(form.name()).toHaveValue('Сохранение без токена')

    await new Shell(page).navLink(shellText.nav.cities).click()
    await leaveDialog(page, leaveGuardText.title).getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(form.name()).toHaveCount(0)
    expect(await managerSession()).toEqual(signedInManager)
    await other.reload()
    await expect(new Shell(other).displayName()).toHaveText('Максим Менеджер')
    expect(patches()).toBe(0)
    await other.close()
  })

  test("a save of a tab held after another admin's sign-in is sent neither with that admin's token nor without one; the sign-in as someone else does not send it", async ({
    page,
    mock,
  }) => {
    const form = await openDirtyForm(page, 'Чужим токеном не сохранится')
    const patches = countRequests(page, 'PATCH', EDIT_PATH)
    const manager = await mock.login('manager')
    // Another tab signs in as the manager: this dirty tab holds its own admin's screen, without any token.
    const other = await page.context().newPage()
    await other.goto('/cities')
    await new Shell(other).ready(ru.pages.cities)
    await other.evaluate(
      ([keys, token, profile]) => {
        localStorage.setItem(keys.profile, profile)
        localStorage.setItem(keys.token, token)
      },
      [SESSION_KEYS, manager.token, JSON.stringify(manager.user_data)] as const,
    )
    await page.bringToFront()
    await expect(page.getByRole('status').filter({ hasText: shellText.session.otherTab.otherAccount })).toBeVisible()
    await expect(new Shell(page).displayName()).not.toHaveText('Максим Менеджер')

    // The save asks this tab's admin to sign in first: it never goes out without a token.
    await form.submit().click()
    const dialog = signInDialog(page, sessionExpiryText.prompted.title)
    await expect(dialog).toBeVisible()
    await signInIn(dialog, 'manager')
    const leave = leaveDialog(page, leaveGuardText.title)
    await leave.getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/template-photos/)
    expect(patches()).toBe(0)
    await other.close()
  })
})
