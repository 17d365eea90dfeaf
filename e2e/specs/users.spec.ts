import { USER_COUNT } from '../../mocks/seed'
import { listText, ru } from '../../src/shared/i18n/ru'
import { usersText } from '../../src/shared/i18n/users'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { UsersPage } from '../pages/users.page'

const APP_USER = 'Пользователь Приложения'

test.describe('Users screen (spec sections 2 "Users", 4, 6, 7 "Users")', () => {
  test('a page size in the address is clamped 1 to 500 on search (spec section 9): per_page=1000 asks for 500, per_page=0 for 1', async ({
    page,
    loginAs,
  }) => {
    // Two full checks of the screen, one of them over all 260 rows.
    test.slow()
    await loginAs('admin')
    const users = new UsersPage(page)
    const askedPerPage = async (query: string) => {
      const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admins/users')
      await users.open(query)
      return new URL((await asked).url()).searchParams.get('per_page')
    }

    expect(await askedPerPage('?per_page=1000')).toBe('500')
    await expect(users.rows()).toHaveCount(USER_COUNT)
    await expect(users.pageSize()).toHaveValue('500')
    await expectWellShown(page)

    expect(await askedPerPage('?per_page=0')).toBe('1')
    await expect(users.rows()).toHaveCount(1)
    await expect(users.pageSize()).toHaveValue('1')
    // The picker still offers 100, 250 and 500.
    for (const size of ['100', '250', '500']) await expect(users.pageSize().locator(`option[value="${size}"]`)).toHaveCount(1)
    await expectWellShown(page)
  })

  test('search, status filter, page and page size live in the URL: reload and Back restore them', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.total()).toHaveText(listText.found(USER_COUNT))
    await expect(users.rows()).toHaveCount(100)
    await expectWellShown(page)

    await users.pageButton(3).click()
    await expect(page).toHaveURL(/[?&]page=3/)
    await expect(users.rows()).toHaveCount(USER_COUNT - 200)

    await users.pageSize().selectOption('250')
    await expect(page).toHaveURL(/per_page=250/)
    await expect(page).toHaveURL(/[?&]page=1/)
    await expect(users.rows()).toHaveCount(250)

    await page.goBack()
    await expect(page).toHaveURL(/[?&]page=3/)
    await expect(page).not.toHaveURL(/per_page=250/)
    await expect(users.rows()).toHaveCount(USER_COUNT - 200)
    await expect(users.pageSize()).toHaveValue('100')

    await users.statusOption('banned').click()
    await expect(page).toHaveURL(/status=banned/)
    await expect(users.rows().first()).toBeVisible()
    await expect(users.rows().filter({ hasText: usersText.status.active })).toHaveCount(0)
    const bannedTotal = await users.total().innerText()

    await users.search().fill('user@example')
    await expect(page).toHaveURL(/q=user%40example/)
    // The application user is active: no banned match.
    await expect(users.empty()).toBeVisible()

    await users.statusOption('all').click()
    await expect(users.rows()).toHaveCount(1)
    await expect(users.row(APP_USER)).toContainText('user@example.com')

    await page.reload()
    await expect(users.search()).toHaveValue('user@example')
    await expect(users.rows()).toHaveCount(1)

    await page.goBack()
    await expect(page).toHaveURL(/status=banned/)
    await expect(users.empty()).toBeVisible()
    await page.goBack()
    await expect(users.search()).toHaveValue('')
    await expect(users.total()).toHaveText(bannedTotal)
    await expect(users.rows().filter({ hasText: usersText.status.active })).toHaveCount(0)
  })

  test('ban, unban and delete a user, each confirmed; cancel and a failure change nothing', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open('?q=user%40example.com')
    const row = users.row(APP_USER)
    await expect(row).toContainText(usersText.status.active)
    // Registration date as DD.MM.YYYY.
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/)

    // Cancel: nothing happens; the confirmation animates closed and the focus goes back to the row's button.
    await users.action('ban', APP_USER).click()
    await expect(users.dialog()).toContainText(usersText.confirmMessage.ban(`${APP_USER}, user@example.com`))
    await expectWellShown(page, '[role="dialog"]')
    await expectClosesBackTo(users.dialog(), users.action('ban', APP_USER), () =>
      users.dialog().getByRole('button', { name: ru.common.cancel }).click(),
    )
    await expect(row).toContainText(usersText.status.active)

    // A failure is shown in the modal; the row stays as it was.
    await mock.fault({ path: '/api/admins/users/block', method: 'PUT', status: 500, message: 'Ban failed for test' })
    await users.confirm('ban', APP_USER)
    await expect(users.dialog().getByRole('alert')).toContainText('Ban failed for test')
    await expectWellShown(page, '[role="dialog"]')
    await mock.clearFaults()
    await users.dialog().getByRole('button', { name: ru.common.cancel }).click()
    await expect(row).toContainText(usersText.status.active)

    await users.confirm('ban', APP_USER)
    await expect(users.dialog()).toHaveCount(0)
    await expect(row).toContainText(usersText.status.banned)
    // A toast says it is done.
    await expect(page.getByRole('status').filter({ hasText: usersText.done.ban })).toBeVisible()
    await expect(users.action('unban', APP_USER)).toBeVisible()
    // The banned row and its toast.
    await expectWellShown(page)

    await users.confirm('unban', APP_USER)
    await expect(row).toContainText(usersText.status.active)

    // Escape closes the delete confirmation with the user's name still in it; the focus is back on the row's delete.
    await users.action('delete', APP_USER).click()
    await expect(users.dialog()).toContainText(usersText.confirmMessage.delete(`${APP_USER}, user@example.com`))
    await expectClosesBackTo(users.dialog(), users.action('delete', APP_USER), () => page.keyboard.press('Escape'))

    await users.confirm('delete', APP_USER)
    await expect(users.empty()).toBeVisible()
    await page.reload()
    await expect(users.empty()).toBeVisible()
    await expectWellShown(page)
  })

  test('the manager (no can_fully_delete) can ban and unban but sees no delete', async ({ page, loginAs }) => {
    await loginAs('manager')
    const users = new UsersPage(page)
    await users.open('?status=banned')
    await expect(users.anyAction('unban').first()).toBeVisible()
    await expect(users.anyAction('delete')).toHaveCount(0)
    await users.statusOption('active').click()
    await expect(users.anyAction('ban').first()).toBeVisible()
    await expect(users.anyAction('unban')).toHaveCount(0)
    await expect(users.anyAction('delete')).toHaveCount(0)
  })

  test('a list failure shows the error with a retry', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/admins/users', method: 'GET', status: 500, message: 'Users are down' })
    const users = new UsersPage(page)
    await users.open()
    const alert = page.getByRole('alert').filter({ hasText: usersText.listFailed })
    await expect(alert).toContainText('Users are down')
    await mock.clearFaults()
    await alert.getByRole('button', { name: ru.common.retry }).click()
    await expect(users.rows()).toHaveCount(100)
  })
})
