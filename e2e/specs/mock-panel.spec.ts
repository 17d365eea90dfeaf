import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { TEXTS } from '../../mocks/panel/texts'
import { createSeed } from '../../mocks/seed'
import { ru } from '../../src/shared/i18n/ru'
import { authText, shellText } from '../../src/shared/i18n/shell'
import { usersText } from '../../src/shared/i18n/users'
import { SEEDED_ACCOUNTS } from '../accounts'
import { expect, expectWellShown, test } from '../fixtures'
import { ComplaintsPage } from '../pages/complaints.page'
import { MockPanel } from '../pages/mock-panel.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { UsersPage } from '../pages/users.page'

const seed = createSeed()

/**
 * The mock panel as a developer uses it, on a build with the in-browser mock API
 * (`npm run build:mock`; playwright.config.ts serves it for this spec alone). The page's calls are
 * answered by the mock in the page, whose state lives in the page's localStorage: every test starts
 * from a fresh seed in a fresh browser context.
 */
test.describe('Mock panel (mock builds only)', () => {
  test.beforeAll(() => {
    const dist = process.env.E2E_MOCK_DIST ?? 'dist-mock'
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No mock build in ${dist}: run npm run build:mock first`)
  })

  test('Account: signs in as another seeded account, staying on the screen when allowed, else landing on its first screen', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const reports = new ComplaintsPage(page)
    await page.goto('/reports')
    await expect(reports.heading()).toBeVisible()
    const panel = new MockPanel(page)
    await panel.open('account')
    // Every seeded account with its rights in one line.
    for (const { email } of Object.values(SEEDED_ACCOUNTS)) await expect(panel.button(TEXTS.account.signInAs(email))).toBeVisible()
    const moderatorRow = panel.drawer().getByRole('listitem').filter({ hasText: SEEDED_ACCOUNTS.moderator.email })
    await expect(moderatorRow).toContainText('no flags · complaints: Кыргызстан · info: none')
    await expect(panel.drawer().getByRole('listitem').filter({ hasText: SEEDED_ACCOUNTS.admin.email })).toContainText(TEXTS.account.current)
    // Short sessions for later sign-ins (/__mock/token-lifetime).
    await expect(panel.button(TEXTS.account.lifetimes.normal)).toHaveAttribute('aria-pressed', 'true')
    await panel.button(TEXTS.account.lifetimes.sixMinutes).click()
    await expect(panel.button(TEXTS.account.lifetimes.sixMinutes)).toHaveAttribute('aria-pressed', 'true')
    await panel.button(TEXTS.account.lifetimes.normal).click()
    await expect(panel.button(TEXTS.account.lifetimes.normal)).toHaveAttribute('aria-pressed', 'true')
    await expectWellShown(page)

    // The manager may see reports: the same screen reloads, now as the manager.
    await panel.signInAs(SEEDED_ACCOUNTS.manager.email)
    await expect(panel.drawer()).toBeHidden()
    await expect(reports.heading()).toBeVisible()
    await panel.open('account')
    await expect(panel.drawer().getByRole('listitem').filter({ hasText: SEEDED_ACCOUNTS.manager.email })).toContainText(
      TEXTS.account.current,
    )

    // From the users screen, which the moderator may not open: it lands on reports, its first screen.
    await panel.close()
    await page.goto('/users')
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.users })).toBeVisible()
    await panel.open('account')
    await panel.signInAs(SEEDED_ACCOUNTS.moderator.email)
    await expect(page).toHaveURL(/\/reports/)
    await expect(reports.heading()).toBeVisible()
    await expect(page.getByRole('link', { name: shellText.nav.users })).toHaveCount(0)

    // The app user is refused as on the login screen.
    await panel.open('account')
    await panel.signInAs(SEEDED_ACCOUNTS.user.email)
    await expect(panel.drawer().getByRole('alert')).toContainText(authText.denied)
  })

  test('Data: emptying the organizations shows the empty list; the large seed and reset all come and go', async ({ page, loginAs }) => {
    // The large seed is built in the page, twice (the switch and the reload): slow on two cores.
    test.slow()
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.cards().first()).toBeVisible()
    const panel = new MockPanel(page)
    await panel.open('data')
    await expectWellShown(page)
    await panel.empty(TEXTS.data.collections.organizations)
    await expect(list.heading()).toBeVisible()
    await expect(list.nothingFound()).toBeVisible()
    await expect(list.cards()).toHaveCount(0)
    await expectWellShown(page)

    // The large seed without a restart; it stays chosen after a reload.
    await panel.open('data')
    await panel.pressAndReload(`${TEXTS.data.large}: ${TEXTS.data.largeHint}`)
    await expect(list.cards().first()).toBeVisible({ timeout: 20_000 })
    await page.reload()
    await expect(list.cards().first()).toBeVisible({ timeout: 20_000 })
    await panel.open('data')
    await expect(panel.button(`${TEXTS.data.large}: ${TEXTS.data.largeHint}`)).toHaveAttribute('aria-pressed', 'true')

    // Reset all: the normal seed again.
    await panel.pressAndReload(TEXTS.resetAll)
    await expect(list.cards().first()).toBeVisible({ timeout: 20_000 })
    await panel.open('data')
    await expect(panel.button(`${TEXTS.data.normal}: ${TEXTS.data.normalHint}`)).toHaveAttribute('aria-pressed', 'true')
  })

  test('Network: a 500 on the users list from the panel shows the error; cleared, the retry recovers', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    const panel = new MockPanel(page)
    await panel.open('network')
    await panel.addFault('GET /api/admins/users', 500)
    await expect(panel.activeFaults()).toHaveCount(1)
    await expect(panel.activeFaults().first()).toContainText('GET /api/admins/users → 500 "Unknown server error" · always')
    await expectWellShown(page)
    await panel.close()

    await page.reload()
    const alert = page.getByRole('alert').filter({ hasText: usersText.listFailed })
    await expect(alert).toContainText('Unknown server error')
    await expectWellShown(page)

    await panel.open('network')
    await panel.button(TEXTS.network.clearLabel('GET /api/admins/users → 500 "Unknown server error" · always')).click()
    await expect(panel.activeFaults()).toHaveCount(0)
    await expect(panel.drawer().getByText(TEXTS.network.noFaults)).toBeVisible()
    await panel.close()
    await alert.getByRole('button', { name: ru.common.retry }).click()
    await expect(users.rows()).toHaveCount(100)
  })

  test('Network: a latency of 2 s shows the route progress bar; offline fails every call', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await page.goto('/cities')
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.cities })).toBeVisible()
    const panel = new MockPanel(page)
    await panel.open('network')
    await panel.button(TEXTS.network.latencies.long).click()
    await expect(panel.button(TEXTS.network.latencies.long)).toHaveAttribute('aria-pressed', 'true')
    await panel.close()
    // The users screen waits for its list: the shell's thin bar at the top shows for the 2 s.
    await page.getByRole('link', { name: shellText.nav.users }).click()
    const progress = page.locator('#root [aria-hidden="true"][data-state="loading"]')
    await expect(progress).toBeVisible()
    await expect(users.heading()).toBeVisible({ timeout: 10_000 })
    await expect(users.rows()).toHaveCount(100)
    await expect(progress).toHaveCount(0)

    await panel.open('network')
    await panel.button(TEXTS.network.latencies.none).click()
    await panel
      .drawer()
      .getByRole('checkbox', { name: new RegExp(TEXTS.network.offline) })
      .click()
    await expect(panel.drawer().getByRole('checkbox', { name: new RegExp(TEXTS.network.offline) })).toBeChecked()
    await panel.close()
    await users.pageButton(2).click()
    await expect(page.getByRole('alert').filter({ hasText: usersText.listFailed })).toBeVisible()
  })

  test('Calls: the last API calls with their status and time, each opening to its request and answer', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    const panel = new MockPanel(page)
    await panel.open('calls')
    const call = panel.calls().filter({ hasText: '/api/admins/users' }).first()
    await expect(call).toContainText('GET')
    await expect(call).toContainText('200')
    await call.getByRole('button').click()
    await expect(call.getByText(TEXTS.calls.request)).toBeVisible()
    await expect(call.getByText(TEXTS.calls.noBody)).toBeVisible()
    // A long answer is cut, and says so.
    await expect(call.locator('pre')).toContainText('"status": "ok",\n  "users": [')
    await expect(call.getByText(TEXTS.calls.truncated)).toBeVisible()
    await expectWellShown(page)
  })

  test('nothing is lost on a reload: a fault posted just before it applies, a save just before it is kept', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    // A fault posted to the control API and a reload at once.
    // The reload starts in the page as soon as the answer is in, as a person's F5 right after a change
    // would: by then the fault is in localStorage (no timer left to run).
    const reloaded = page.waitForEvent('load')
    const savedWhenAnswered = await page.evaluate(async () => {
      await fetch('/__mock/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '/api/admins/users', method: 'GET', status: 500, message: 'Posted before the reload' }),
      })
      const saved = Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes('Posted before the reload'))
      window.location.reload()
      return saved
    })
    expect(savedWhenAnswered).toBe(true)
    await reloaded
    await expect(page.getByRole('alert').filter({ hasText: usersText.listFailed })).toContainText('Posted before the reload')

    // A ban saved and a reload as soon as its answer is in.
    await page.evaluate(() => fetch('/__mock/faults', { method: 'DELETE' }))
    await users.open('?q=user%40example.com')
    const name = 'Пользователь Приложения'
    const saved = page.waitForResponse((response) => response.url().includes('/api/admins/users/block') && response.ok())
    await users.confirm('ban', name)
    await saved
    await page.reload()
    await expect(users.row(name)).toContainText(usersText.status.banned)
  })
  test('one backend for every tab: a read in one tab sees the other tab’s write, and a later write in the other does not undo it', async ({
    page,
    context,
    loginAs,
  }) => {
    const appUser = { name: 'Пользователь Приложения', email: 'user@example.com' }
    const other = { name: seed.users[1]!.display_name, email: seed.users[1]!.email }
    await loginAs('admin')
    const first = new UsersPage(page)
    await first.open(`?q=${encodeURIComponent(appUser.email)}`)
    await expect(first.row(appUser.name)).toContainText(usersText.status.active)
    // The second tab starts before the first tab's write: its mock has read the saved state already.
    const second = new UsersPage(await context.newPage())
    await second.open(`?q=${encodeURIComponent(other.email)}`)
    await expect(second.row(other.name)).toContainText(usersText.status.active)

    await first.confirm('ban', appUser.name)
    await expect(first.row(appUser.name)).toContainText(usersText.status.banned)

    // A new search in the second tab, without a reload, is answered by its mock: it sees the ban.
    await second.search().fill(appUser.email)
    await expect(second.row(appUser.name)).toContainText(usersText.status.banned)

    // A later write in the second tab keeps the first tab's.
    await second.search().fill(other.email)
    await expect(second.row(other.name)).toContainText(usersText.status.active)
    await second.confirm('ban', other.name)
    await expect(second.row(other.name)).toContainText(usersText.status.banned)

    await page.reload()
    await expect(first.row(appUser.name)).toContainText(usersText.status.banned)
    await first.search().fill(other.email)
    await expect(first.row(other.name)).toContainText(usersText.status.banned)
  })
})
