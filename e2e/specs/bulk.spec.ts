import type { Request } from '@playwright/test'
import { createSeed } from '../../mocks/seed'
import { bulkText } from '../../src/shared/i18n/bulk'
import { eventsText } from '../../src/shared/i18n/events'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { listText, ru } from '../../src/shared/i18n/ru'
import { expect, expectWellShown, test } from '../fixtures'
import { BulkPart } from '../pages/bulk.part'
import { expectStatusTotals } from '../pages/entry-list.flows'
import { EventsListPage } from '../pages/events-list.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { UsersPage } from '../pages/users.page'

/** The seed every test starts from. */
const seed = createSeed()
const newestFirst = [...seed.organizations].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
const nameCount = new Map<string, number>()
for (const organization of seed.organizations) nameCount.set(organization.name, (nameCount.get(organization.name) ?? 0) + 1)
/** Active organizations with a name of their own on page `page` (100 a page, newest first). */
const activeOnPage = (page: number) =>
  newestFirst.slice((page - 1) * 100, page * 100).filter((o) => o.is_active && nameCount.get(o.name) === 1)
const activeCount = seed.organizations.filter((o) => o.is_active).length
const counts = { all: seed.organizations.length, active: activeCount, banned: seed.organizations.length - activeCount }

/** Users on the table's first page (newest first) with a name of their own. */
const firstPageUsers = [...seed.users]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .slice(0, 100)
  .filter((u) => u.display_name && seed.users.filter((v) => v.display_name === u.display_name).length === 1)

const BLOCK = '/api/admins/organizations/block'
const bannedLine = `${organizationsText.banned} · `

test.describe('Bulk actions', () => {
  test('select 3 organizations across two pages and ban them: the progress, the summary, the cards updated in place without a reload', async ({
    page,
    loginAs,
    mock,
  }) => {
    // Each call is held back so that the progress can be seen and checked: a slow test.
    test.slow()
    const [first, second] = activeOnPage(1)
    const [third] = activeOnPage(2)
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const bulk = new BulkPart(page)
    await list.open()
    await expect(bulk.bar()).toHaveCount(0)

    await bulk.box(first!.name).check()
    await expect(bulk.count(1)).toBeVisible()
    // Space on a focused card toggles its box.
    await list.card(second!.name).focus()
    await page.keyboard.press('Space')
    await expect(bulk.box(second!.name)).toBeChecked()
    await expect(bulk.count(2)).toBeVisible()
    // The admin has every flag: ban and the full delete are offered.
    await expect(bulk.action('ban', 2)).toBeVisible()
    await expect(bulk.anyAction('delete')).toBeVisible()
    await expectWellShown(page)

    // The selection survives paging.
    await list.pageButton(2).click()
    await expect(page).toHaveURL(/page=2/)
    await bulk.box(third!.name).check()
    await expect(bulk.count(3)).toBeVisible()

    // Each call waits, so that the progress shows; the list is never fetched again meanwhile.
    await mock.fault({ path: BLOCK, method: 'PUT', delay: 6000 })
    const listCalls: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/organizations') listCalls.push(request)
    })
    await bulk.action('ban', 3).click()
    await expect(bulk.confirmTitle('ban', 'organizations', 3)).toBeVisible()
    await expectWellShown(page)
    await bulk.confirm('ban').click()
    await expect(bulk.progressText()).toHaveText(bulkText.progress(0, 3))
    await expect(bulk.progressBar()).toHaveAttribute('aria-valuenow', '0')
    await expectWellShown(page)

    await bulk.expectSummary(3, 0, 0)
    await expectWellShown(page)
    await bulk.close().click()
    await expect(bulk.dialog()).toHaveCount(0)

    // The card on this page and those on page 1 show the ban; the list was patched, not fetched.
    await expect(list.card(third!.name)).toContainText(bannedLine)
    expect(listCalls).toHaveLength(0)
    // The selection stays, in its new state: now it can be unbanned.
    await expect(bulk.count(3)).toBeVisible()
    await expect(bulk.action('unban', 3)).toBeVisible()
    await list.pageButton(1).click()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(list.card(first!.name)).toContainText(bannedLine)
    await expect(list.card(second!.name)).toContainText(bannedLine)
    // Totals follow the way a single ban does (spec section 4: kept from the first load).
    await expectStatusTotals(list, counts)
    await bulk.clear().click()
    await expect(bulk.bar()).toHaveCount(0)
    await expect(bulk.box(first!.name)).not.toBeChecked()
  })

  test('one failure in the middle is named with the server message in the summary and retried; a full delete takes the entries out of the list', async ({
    page,
    loginAs,
    mock,
  }) => {
    const [a, b, c, d] = activeOnPage(1)
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const bulk = new BulkPart(page)
    await list.open()
    for (const organization of [a, b, c]) await bulk.box(organization!.name).check()
    await mock.fault({ path: BLOCK, method: 'PUT', status: 500, message: 'Organization is locked', bodyContains: b!._id })
    await bulk.run('ban', 'organizations', 3)
    await bulk.expectSummary(2, 1, 0)
    await expect(bulk.failures()).toHaveText(bulkText.failedItem(b!.name, 'Organization is locked'))
    await expectWellShown(page)
    await expect(list.card(a!.name)).toContainText(bannedLine)
    await expect(list.card(b!.name)).not.toContainText(bannedLine)

    await mock.clearFaults()
    await bulk.retryFailed().click()
    await bulk.expectSummary(1, 0, 0)
    await expect(bulk.failures()).toHaveCount(0)
    await bulk.close().click()
    await expect(list.card(b!.name)).toContainText(bannedLine)

    // Full delete: the cards leave the list and its count.
    await bulk.clear().click()
    await bulk.box(d!.name).check()
    await bulk.box(c!.name).check()
    await bulk.run('delete', 'organizations', 2)
    await bulk.expectSummary(2, 0, 0)
    await bulk.close().click()
    await expect(list.card(d!.name)).toHaveCount(0)
    await expect(list.card(c!.name)).toHaveCount(0)
    await expect(page.getByText(`из ${seed.organizations.length - 2}`)).toBeVisible()
    await expect(bulk.bar()).toHaveCount(0)
  })

  test('an admin without can_fully_delete is not offered the delete; without ban or delete rights no boxes at all', async ({
    page,
    loginAs,
  }) => {
    const [a] = activeOnPage(1)
    await loginAs('manager')
    const list = new OrganizationsListPage(page)
    const bulk = new BulkPart(page)
    await list.open()
    await bulk.box(a!.name).check()
    await expect(bulk.action('ban', 1)).toBeVisible()
    await expect(bulk.anyAction('delete')).toHaveCount(0)
    await expect(bulk.bar().getByRole('button')).toHaveText([bulkText.actionButton('ban', 1), bulkText.clear])

    // On the users screen the manager may ban but not delete.
    const users = new UsersPage(page)
    await users.open()
    const user = firstPageUsers.find((u) => u.is_active)!
    await bulk.box(user.display_name).check()
    await expect(bulk.action('ban', 1)).toBeVisible()
    await expect(bulk.anyAction('delete')).toHaveCount(0)
    await expectWellShown(page)
  })

  test('events: an admin with can_edit_events bans several and is not offered the delete', async ({ page, loginAs }) => {
    await loginAs('events')
    const list = new EventsListPage(page)
    const bulk = new BulkPart(page)
    await list.open('?status=active')
    await bulk.selectAll().check()
    await expect(bulk.count(100)).toBeVisible()
    await expect(bulk.anyAction('delete')).toHaveCount(0)
    await expect(bulk.action('ban', 100)).toBeVisible()
    await bulk.selectAll().uncheck()
    await expect(bulk.bar()).toHaveCount(0)
    const names = (await list.cards().locator('h2').allTextContents()).slice(0, 2)
    for (const name of names) await bulk.box(name).check()
    await bulk.run('ban', 'events', 2)
    await bulk.expectSummary(2, 0, 0)
    await bulk.close().click()
    for (const name of names) await expect(list.card(name).first()).toContainText(`${eventsText.banned} · `)
  })

  test('stop: what is in flight finishes, the rest is not started', async ({ page, loginAs, mock }) => {
    test.slow()
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const bulk = new BulkPart(page)
    await list.open('?status=active')
    await bulk.selectAll().check()
    await expect(bulk.count(100)).toBeVisible()
    await mock.fault({ path: BLOCK, method: 'PUT', delay: 8000 })
    await bulk.run('ban', 'organizations', 100)
    await expect(bulk.progressText()).toHaveText(bulkText.progress(0, 100))
    await bulk.stop().click()
    await expect(bulk.dialog().getByRole('button', { name: bulkText.stopping })).toBeVisible()
    // At most 4 were in flight: they finish, the other 96 never start.
    await bulk.expectSummary(4, 0, 96)
    await bulk.close().click()
    const cards = list.cards()
    for (const index of [0, 1, 2, 3]) await expect(cards.nth(index)).toContainText(bannedLine)
    await expect(cards.nth(4)).toContainText(`${organizationsText.active} · `)
    await expect(bulk.count(100)).toBeVisible()
    await expect(bulk.action('ban', 96)).toBeVisible()
  })

  test('users: select on the table, delete two by the users rules; the rows and the total go', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    const bulk = new BulkPart(page)
    await users.open()
    const [one, two] = firstPageUsers
    await bulk.box(one!.display_name).check()
    await bulk.box(two!.display_name).check()
    await expect(bulk.count(2)).toBeVisible()
    await bulk.run('delete', 'users', 2)
    await bulk.expectSummary(2, 0, 0)
    await bulk.close().click()
    await expect(users.row(one!.email)).toHaveCount(0)
    await expect(users.row(two!.email)).toHaveCount(0)
    await expect(users.total()).toHaveText(listText.found(seed.users.length - 2))
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.users })).toBeVisible()
  })
})
