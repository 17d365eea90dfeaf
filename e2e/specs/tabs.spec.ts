import type { Page } from '@playwright/test'
import { createSeed } from '../../mocks/seed'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { connectionText, shellText } from '../../src/shared/i18n/shell'
import { usersText } from '../../src/shared/i18n/users'
import { expect, expectAccessible, expectWellShown, test } from '../fixtures'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { UsersPage } from '../pages/users.page'

const seed = createSeed()
const newest = [...seed.organizations].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]!
const APP_USER = 'Пользователь Приложения'
const t = organizationFormText

/** The API calls a page sends from now on (method and path). */
function callsOf(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) sent.push(`${request.method()} ${url.pathname}`)
  })
  return sent
}

test.describe('Every tab sees every write (tabs of one browser)', () => {
  test('an organization renamed and saved in its edit tab shows renamed in the list tab, without a reload or a refetch of the list', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.card(newest.name)).toBeVisible()
    // The start-up's static data may still be on its way after the cards show: counted from once it has come.
    await expect(page.getByText(shellText.session.staticDataLoading)).toHaveCount(0)
    const listTabCalls = callsOf(page)

    // The edit form opens in a new tab, which holds no list.
    const second = await context.newPage()
    const form = new OrganizationFormPage(second)
    await form.openEdit(newest._id)
    await form.name().fill('Переименована во второй вкладке')
    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successEdit('Переименована во второй вкладке'))

    await expect(list.card('Переименована во второй вкладке')).toBeVisible({ timeout: 1_000 })
    await expect(list.card(newest.name)).toHaveCount(0)
    expect(listTabCalls).toEqual([])
  })

  test('a forged message between tabs changes nothing: a list patched by a message of no console build shows what the server said', async ({
    page,
    context,
    loginAs,
  }) => {
    const [, secondNewest] = [...seed.organizations].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.card(secondNewest!.name)).toBeVisible()
    const adminId = await page.evaluate(() => (JSON.parse(localStorage.getItem('console.profile') ?? '{}') as { _id?: string })._id)

    const second = await context.newPage()
    const form = new OrganizationFormPage(second)
    await form.openEdit(newest._id)
    // What the console's channel carried before it was versioned and checked: any patch of the same admin was applied.
    await second.evaluate(
      ([adminId, id]) => {
        const channel = new BroadcastChannel('console.cache-effects')
        channel.postMessage({
          adminId,
          effects: [{ kind: 'patch', prefix: ['organizations'], listField: 'items', id, patch: { name: 'Подделка' } }],
        })
        channel.close()
      },
      [adminId, secondNewest!._id] as const,
    )
    await form.name().fill('Переименована после подделки')
    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successEdit('Переименована после подделки'))

    await expect(list.card('Переименована после подделки')).toBeVisible()
    await expect(list.card(secondNewest!.name)).toBeVisible()
    await expect(list.card('Подделка')).toHaveCount(0)
  })

  test('a user banned in one tab shows banned in another tab’s users list (another search)', async ({ page, context, loginAs }) => {
    await loginAs('admin')
    const watching = new UsersPage(page)
    await watching.open('?q=user%40example.com')
    await expect(watching.row(APP_USER)).toContainText(usersText.status.active)

    const second = await context.newPage()
    const banning = new UsersPage(second)
    await banning.open(`?q=${encodeURIComponent(APP_USER)}`)
    await banning.confirm('ban', APP_USER)
    await expect(banning.row(APP_USER)).toContainText(usersText.status.banned)

    await expect(watching.row(APP_USER)).toContainText(usersText.status.banned, { timeout: 1_000 })
    await expect(watching.action('unban', APP_USER)).toBeVisible()
  })
})

test.describe('Offline is said, not waited out', () => {
  test('offline: the banner shows, a save fails at once with its text, nothing is sent when the network is back until the admin saves again', async ({
    page,
    context,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    // What a save shows offline (its outcome) is fetched once the browser is idle after the first screen; the merge is
    // the form's own code.
    const offlineCode = page.waitForResponse((response) => response.url().includes('/result-dialog-'))
    const form = new OrganizationFormPage(page)
    await form.openEdit(newest._id)
    await form.name().fill('Сохранена после сети')
    await offlineCode
    const savePath = `/api/admins/organizations/edit/${newest._id}`

    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: connectionText.offlineTitle })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText(connectionText.offlineText)
    await expectAccessible(page)
    await expectWellShown(page)

    // The failure shows well before the 60 s timeout could run out: the call was not held back.
    await form.submit().click()
    await expect(form.dialog()).toContainText(t.noConnection, { timeout: 3_000 })
    await form.ok().click()
    await expect(form.dialog()).toHaveCount(0)

    await context.setOffline(false)
    const back = page.getByRole('status').filter({ hasText: connectionText.backTitle })
    await expect(back).toBeVisible()
    await expect(banner).toHaveCount(0)
    await expectAccessible(page)
    await expectWellShown(page)
    // Nothing went out by itself: the server has not seen the save.
    expect((await mock.calls()).filter((call) => call.method === 'PATCH' && call.path.startsWith(savePath))).toEqual([])

    // The admin's retry saves it, once.
    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successEdit('Сохранена после сети'))
    expect((await mock.calls()).filter((call) => call.method === 'PATCH' && call.path.startsWith(savePath))).toHaveLength(1)
  })
})
