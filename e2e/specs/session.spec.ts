import type { Page, Request } from '@playwright/test'
import { SESSION_KEYS } from '../../src/shared/auth/session'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { usersText } from '../../src/shared/i18n/users'
import { expect, expectWellShown, test, type MockBackend } from '../fixtures'
import { LoginPage } from '../pages/login.page'
import { Shell } from '../pages/shell.page'
import { UsersPage } from '../pages/users.page'

/** The console's keys in localStorage. */
const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('console.'))
      .sort(),
  )

/** A JWT-shaped token with any payload: the console only decodes the payload, the server checks the rest. */
function craftedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`
}

/** Stores a session before the page loads, once per test. */
async function storeSession(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-stored')) return
    sessionStorage.setItem('e2e-stored', '1')
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}

async function adminProfile(mock: MockBackend) {
  const { token, user_data } = await mock.login('admin')
  return { token, profile: JSON.stringify(user_data), id: user_data._id as string }
}

test.describe('Session (spec section 4 "Login", "Session")', () => {
  test('a reload keeps the session, the screen and the country', async ({ page, loginAs }) => {
    await loginAs('manager')
    await page.goto('/users')
    const shell = new Shell(page)
    await shell.ready(ru.pages.users)
    expect(await storedKeys(page)).toEqual([SESSION_KEYS.profile, SESSION_KEYS.token].sort())
    await shell.countrySelect().selectOption({ label: 'Узбекистан' })
    await page.reload()
    await expect(page).toHaveURL(/\/users(\?.*)?$/)
    await shell.ready(ru.pages.users)
    await expect(shell.displayName()).toHaveText('Максим Менеджер')
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Узбекистан')
    expect(await storedKeys(page)).toEqual(Object.values(SESSION_KEYS).sort())
  })

  test('logout clears the session: back to /login, the stored keys are gone, a reload stays on /login', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await shell.countrySelect().selectOption({ label: 'Россия' })
    expect(await storedKeys(page)).toEqual(Object.values(SESSION_KEYS).sort())

    await shell.logout().click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(new LoginPage(page).submit()).toBeVisible()
    expect(await storedKeys(page)).toEqual([])
    await page.reload()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/cities')
    await expect(page).toHaveURL(/\/login/)
    await expect(shell.nav()).toHaveCount(0)
  })

  test('a logout in another tab ends the session in this one too; signing in as someone else there switches this tab', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    const other = await page.context().newPage()
    await other.goto('/users')
    const otherShell = new Shell(other)
    await otherShell.ready(ru.pages.users)

    await otherShell.logout().click()
    await expect(other).toHaveURL(/\/login$/)
    await expect(page).toHaveURL(/\/login$/)

    // Another tab signs in as the moderator while this one shows the admin's shell: this tab follows
    // to a screen the moderator may open.
    await page.goto('/cities')
    await expect(page).toHaveURL(/\/login/)
    await new LoginPage(other).signInAs('admin')
    await expect(other).toHaveURL(/\/cities(\?.*)?$/)
    await page.goto('/cities')
    await shell.ready(ru.pages.cities)
    const moderator = await mock.login('moderator')
    await other.evaluate(
      ([keys, token, profile]) => {
        localStorage.setItem(keys.profile, profile)
        localStorage.setItem(keys.token, token)
      },
      [SESSION_KEYS, moderator.token, JSON.stringify(moderator.user_data)] as const,
    )
    await expect(page).toHaveURL(/\/reports/)
    await expect(shell.displayName()).toHaveText('Мира Модератор')
    expect(await shell.navLabels()).toEqual([shellText.nav.complaints])
    await other.close()
  })

  test('a token without a stored profile: /, unknown paths and /login fetch the profile and go to the first permitted screen', async ({
    page,
    mock,
  }) => {
    const { token } = await mock.login('moderator')
    await storeSession(page, { [SESSION_KEYS.token]: token })
    const shell = new Shell(page)
    for (const path of ['/', '/no/such/page', '/login']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/reports/)
      await shell.ready(ru.pages.complaints)
    }
    await expect(shell.displayName()).toHaveText('Мира Модератор')
  })

  test('a re-fetched profile with fewer rights updates the nav and leaves a screen no longer permitted', async ({
    page,
    loginAs,
    mock,
  }) => {
    const { user_data } = await mock.login('admin')
    await loginAs('admin')
    // Root took the Cities right away since the last visit: the stored profile still has it.
    await mock.fault({
      path: '/api/admins/profile',
      body: { status: 'ok', user_data: { ...user_data, can_edit_countries_and_cities: false } },
    })
    await page.goto('/cities')
    const shell = new Shell(page)
    await expect(page).toHaveURL(/\/articles/)
    await shell.ready(ru.pages.articles)
    expect(await shell.navLabels()).not.toContain(shellText.nav.cities)
    await page.goto('/cities')
    await expect(page).toHaveURL(/\/articles/)
  })

  test('an expired token sends to /login and is dropped; a stored token of type user, or one that is not a JWT, is no session', async ({
    page,
    mock,
  }) => {
    const { profile, id } = await adminProfile(mock)
    const expired = craftedToken({ type: 'admin', _id: id, exp: Math.floor(Date.now() / 1000) - 60 })
    await storeSession(page, { [SESSION_KEYS.token]: expired, [SESSION_KEYS.profile]: profile })
    await test.step('an expired token sends to /login and is dropped', async () => {
      await page.goto('/cities')
      await expect(page).toHaveURL(/\/login/)
      await expect(new LoginPage(page).submit()).toBeVisible()
      expect(await storedKeys(page)).toEqual([])
      await page.goto('/')
      await expect(page).toHaveURL(/\/login$/)
    })

    await test.step('a stored token of type user, or one that is not a JWT, is no session', async () => {
      const userToken = craftedToken({ type: 'user', _id: id, exp: Math.floor(Date.now() / 1000) + 3600 })
      await page.evaluate(
        ([keys, token, stored]) => {
          localStorage.setItem(keys.token, token)
          localStorage.setItem(keys.profile, stored)
        },
        [SESSION_KEYS, userToken, profile] as const,
      )
      await page.goto('/cities')
      await expect(page).toHaveURL(/\/login/)
      await page.evaluate((key) => localStorage.setItem(key, 'garbage'), SESSION_KEYS.token)
      await page.goto('/users')
      await expect(page).toHaveURL(/\/login/)
      await expect(new LoginPage(page).submit()).toBeVisible()
    })
  })

  test('a 401 from the server on a read clears the token and sends to /login with the way back', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/admins/profile', status: 401, message: 'Unauthorized' })
    await page.goto('/cities')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcities$/)
    await expect(new LoginPage(page).submit()).toBeVisible()
    expect(await storedKeys(page)).toEqual([])
    // And signing in again works once the server accepts the new token.
    await mock.clearFaults()
    await new LoginPage(page).signInAs('admin')
    await expect(page).toHaveURL(/\/cities(\?.*)?$/)
  })
})

const APP_USER = 'Пользователь Приложения'
const BAN_PATH = '/api/admins/users/block'

/** What the tabs of `page`'s browser hear on the cache channel from each other, from before the console starts. */
async function recordCacheMessages(page: Page) {
  await page.context().addInitScript(() => {
    const heard: unknown[] = []
    Object.assign(window, { heardCacheMessages: heard })
    const Native = window.BroadcastChannel
    window.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(name)
        if (name.includes('cache-effects')) this.addEventListener('message', (event) => heard.push(event.data))
      }
    }
  })
  return (tab: Page) => tab.evaluate(() => (window as unknown as { heardCacheMessages: unknown[] }).heardCacheMessages)
}

test.describe("A write's effects belong to the session it started in", () => {
  test("a ban answered after a logout and the manager's sign-in is told to no tab of the manager", async ({ page, loginAs, mock }) => {
    const heardIn = await recordCacheMessages(page)
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open('?q=user%40example.com')
    const other = await page.context().newPage()
    await other.goto('/users')
    await new Shell(other).ready(ru.pages.users)

    // The admin's ban is held back by the server while the session ends in the other tab and the manager signs in.
    await mock.fault({ path: BAN_PATH, method: 'PUT', delay: 5000, times: 1 })
    await users.confirm('ban', APP_USER)
    await new Shell(other).logout().click()
    await expect(page).toHaveURL(/\/login/)
    await new LoginPage(other).signInAs('manager')
    await expect(other).not.toHaveURL(/\/login/)
    await expect.poll(async () => (await mock.calls()).find((call) => call.path === BAN_PATH)?.status, { timeout: 10_000 }).toBe(200)

    // The manager unbans the user in the first tab: that write is told to the other tab, and it is the only one.
    await users.open('?q=user%40example.com')
    await users.confirm('unban', APP_USER)
    await expect(users.row(APP_USER)).toContainText(usersText.status.active)
    await expect.poll(async () => (await heardIn(other)).length).toBeGreaterThan(0)
    const patches = JSON.stringify(await heardIn(other))
    expect(patches).toContain('"is_active":true')
    expect(patches).not.toContain('"is_active":false')
  })
})

test.describe('Failures of the start-up calls show an error with a retry, never a blank page', () => {
  test('a failed profile refresh shows "Не удалось обновить профиль" with Повторить; the retry clears it; a malformed answer shows the malformed-response text, not a crash', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/admins/profile', status: 500, message: 'Profile service is down' })
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    const alert = shell.alert(shellText.session.profileRefreshFailed)
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Profile service is down')
    await expectWellShown(page)
    await mock.clearFaults()
    await alert.getByRole('button', { name: ru.common.retry }).click()
    await expect(alert).toHaveCount(0)
    await expect(shell.heading()).toHaveText(ru.pages.cities)

    await test.step('a malformed profile answer shows the malformed-response text, not a crash', async () => {
      await mock.fault({ path: '/api/admins/profile', body: { status: 'ok', user_data: 42 } })
      await page.reload()
      await shell.ready(ru.pages.cities)
      await expect(alert).toContainText(ru.errors.malformedResponse)
      await expect(alert.getByRole('button', { name: ru.common.retry })).toBeVisible()
      expect(await shell.navLabels()).toHaveLength(9)
    })
  })

  test('a slow profile call does not hold the screen back', async ({ page, loginAs, mock }) => {
    await loginAs('moderator')
    await mock.fault({ path: '/api/admins/profile', delay: 4000 })
    let profileAnswered = false
    page.on('response', (response) => {
      if (response.url().includes('/api/admins/profile')) profileAnswered = true
    })
    await page.goto('/reports')
    const shell = new Shell(page)
    await shell.ready(ru.pages.complaints)
    await expect(shell.currentCountry()).toBeVisible()
    expect(profileAnswered).toBe(false)
    await expect.poll(() => profileAnswered, { timeout: 8000 }).toBe(true)
    await expect(shell.alert(shellText.session.profileRefreshFailed)).toHaveCount(0)
  })

  test('without a stored profile, a failed profile call shows the page error with a retry that works', async ({ page, mock }) => {
    const { token } = await adminProfile(mock)
    await storeSession(page, { [SESSION_KEYS.token]: token })
    await mock.fault({ path: '/api/admins/profile', status: 503, message: 'Try again later' })
    await page.goto('/cities')
    const alert = page.getByRole('alert').filter({ hasText: 'Try again later' })
    await expect(alert).toBeVisible()
    await mock.clearFaults()
    await alert.getByRole('button', { name: ru.common.retry }).click()
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await expect(shell.displayName()).toHaveText('Анна Администратор')
  })

  test('a failed static-data call shows "Не удалось загрузить справочники" with a retry that works; static data that does not answer at all shows "No response from the server"', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/static-data/languages', network: true })
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    const alert = shell.alert(shellText.session.staticDataFailed)
    await expect(alert).toContainText(ru.errors.noResponse)

    await mock.clearFaults()
    await mock.fault({ path: '/api/static-data/categories-all', status: 500, message: 'Catalogue unavailable' })
    const catalogueCalls = { sent: 0, done: 0 }
    const isCatalogue = (request: Request) => request.url().endsWith('/api/static-data/categories-all')
    page.on('request', (request) => void (isCatalogue(request) && catalogueCalls.sent++))
    page.on('requestfinished', (request) => void (isCatalogue(request) && catalogueCalls.done++))
    page.on('requestfailed', (request) => void (isCatalogue(request) && catalogueCalls.done++))
    await page.reload()
    await shell.ready(ru.pages.cities)
    await expect(alert).toContainText('Catalogue unavailable')
    // The shell warms the static data again once the browser is idle: that warm-up meets the fault
    // too, before it is cleared, so that only the admin's retry can end the failure.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1_000 })))
    await expect.poll(() => catalogueCalls.sent - catalogueCalls.done).toBe(0)
    await expect(alert).toContainText('Catalogue unavailable')
    await mock.clearFaults()
    await alert.getByRole('button', { name: ru.common.retry }).click()
    await expect(alert).toHaveCount(0)
    await expect(shell.heading()).toHaveText(ru.pages.cities)
  })
})
