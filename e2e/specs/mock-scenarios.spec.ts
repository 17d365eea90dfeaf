import { ru } from '../../src/shared/i18n/ru'
import { usersText } from '../../src/shared/i18n/users'
import { expect, test } from '../fixtures'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { UsersPage } from '../pages/users.page'

/** The QA fixtures of docs/mock-api.md, as its example flow uses them (on the production build and the Node mock). */
test.describe('Mock scenarios for QA (docs/mock-api.md)', () => {
  test('the users screen empty, failing and slow', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const users = new UsersPage(page)

    await mock.empty('users')
    await users.open()
    await expect(users.empty()).toBeVisible()

    await mock.reset()
    const fault = await mock.fault({ path: '/api/admins/users', method: 'GET', status: 500 })
    await users.open()
    const alert = page.getByRole('alert').filter({ hasText: usersText.listFailed })
    await expect(alert).toBeVisible()
    await mock.clearFault(fault.id!)
    await alert.getByRole('button', { name: ru.common.retry }).click()
    await expect(users.rows()).toHaveCount(100)

    await mock.latency(2000)
    const answered = page.waitForResponse((response) => response.url().includes('/api/admins/users?page=2'))
    await users.pageButton(2).click()
    await answered
    await expect(users.pageButton(2)).toHaveAttribute('aria-current', 'page')
    // The calls log says how long it took.
    const pageTwo = async () => (await mock.calls()).find((call) => call.path.startsWith('/api/admins/users?page=2'))
    await expect.poll(async () => (await pageTwo())?.status).toBe(200)
    expect((await pageTwo())!.ms).toBeGreaterThanOrEqual(2000)

    await mock.latency(0)
    await mock.offline()
    await users.pageButton(3).click()
    await expect(alert).toBeVisible()
  })

  test('the large seed and an emptied organizations list', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await mock.large()
    await list.open('?q=' + encodeURIComponent('«Горизонт»'))
    await expect(list.cards().first()).toBeVisible()
    await mock.empty('organizations')
    await list.reload()
    await expect(list.nothingFound()).toBeVisible()
  })
})
