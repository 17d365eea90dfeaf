import { expect } from '@playwright/test'
import type { Locator } from '@playwright/test'
import { listText, ru } from '../../src/shared/i18n/ru'
import { expectWellShown, type MockBackend } from '../fixtures'
import type { EntryListPage } from './entry-list.page'

/**
 * The flows the entry lists (organizations, events) share: shared/ui/entry-list draws both,
 * so each spec runs these with its own seed facts and texts and adds what is specific to it.
 */

/** A feature's list texts these flows read (eventsText, organizationsText). */
export type EntryStatusTexts = {
  active: string
  banned: string
  menu: { ban: string; unban: string; delete: string }
  banTitle: string
  banMessage: (name: string) => string
  unbanTitle: string
  deleteTitle: string
  banned_ok: string
  unbanned_ok: string
  deleted_ok: string
}

/** Seed facts: how many entries there are, how many active and banned. */
export type StatusCounts = { all: number; active: number; banned: number }

/** The status line of a card starts with the status, then ' · ' and the creation date. */
const statusOf = (text: string) => `${text} · `

/** The three status radios show the totals of the first load. */
export async function expectStatusTotals(list: EntryListPage, counts: StatusCounts) {
  for (const status of ['all', 'active', 'banned'] as const) {
    await expect(list.statusLabel(status)).toHaveText(listText.statusWithTotal(listText.status[status], counts[status]))
  }
}

/**
 * The owner's e-mail finds nothing by name, and `name` (owned by that e-mail) once deep search is on;
 * then the banned filter keeps the totals of the first load; a reload restores everything from the
 * URL, and Back goes through all statuses to the e-mail search.
 */
export async function deepSearchStatusReloadAndBack(
  list: EntryListPage,
  texts: EntryStatusTexts,
  counts: StatusCounts,
  owner: { email: string; name: string },
) {
  const { page } = list
  await list.search().fill(owner.email)
  await expect(list.nothingFound()).toBeVisible()
  // The empty list.
  await expectWellShown(page)
  // The checkbox shows the URL: it turns checked once the navigation it starts has landed.
  await list.deepSearch().click()
  await expect(page).toHaveURL(/deep_search=true/)
  await expect(list.deepSearch()).toBeChecked()
  await expect(list.card(owner.name)).toBeVisible()
  await expect(list.card(owner.name)).toContainText(owner.email)
  for (const text of await list.cards().allTextContents()) expect(text).toContain(owner.email)

  // Status filter: banned only; the totals stay those of the first load.
  await list.search().fill('')
  await expect(page).not.toHaveURL(/q=/)
  await list.statusLabel('banned').click()
  await expect(page).toHaveURL(/status=banned/)
  await expect(list.cards()).toHaveCount(counts.banned)
  await expect(list.cards().filter({ hasText: statusOf(texts.active) })).toHaveCount(0)
  await expectStatusTotals(list, counts)

  // Reload restores everything from the URL.
  await list.reload()
  await expect(list.status('banned')).toBeChecked()
  await expect(list.deepSearch()).toBeChecked()
  await expect(list.cards()).toHaveCount(counts.banned)

  // Back goes to the previous state: all statuses, deep search still on, no query; then the e-mail search.
  await page.goBack()
  await expect(list.status('all')).toBeChecked()
  await expect(list.cards()).toHaveCount(100)
  await page.goBack()
  await expect(list.search()).toHaveValue(owner.email)
  await expect(list.card(owner.name)).toBeVisible()
}

/**
 * Pages of 100 with their numbers, the next-page button and page sizes 100 / 250 / 500, all in the
 * URL: a reload and Back restore them. `newestFirst` are the entries' names, newest first.
 */
export async function pagesAndPageSize(list: EntryListPage, newestFirst: string[]) {
  const { page } = list
  const total = newestFirst.length
  const last = Math.ceil(total / 100)
  expect(last, 'the flow needs at least three pages of 100 and at most two of 250').toBeGreaterThanOrEqual(3)
  expect(total).toBeLessThanOrEqual(500)
  await expect(list.cards()).toHaveCount(100)
  await expect(list.pageButton(1)).toHaveAttribute('aria-current', 'page')
  await expect(list.pageButton(last)).toBeVisible()
  await list.pageButton(2).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(list.pageButton(2)).toHaveAttribute('aria-current', 'page')
  await expect(list.cards().first()).toContainText(newestFirst[100]!)
  await list.pagination().getByRole('button', { name: listText.nextPage }).click()
  await expect(list.cards().first()).toContainText(newestFirst[200]!)
  if (last > 3) await list.pageButton(last).click()
  await expect(list.pageButton(last)).toHaveAttribute('aria-current', 'page')
  await expect(list.cards()).toHaveCount(total - (last - 1) * 100)

  await list.pageSize().selectOption('250')
  await expect(page).toHaveURL(/per_page=250/)
  await expect(page).not.toHaveURL(new RegExp(`page=${last}`))
  await expect(list.cards()).toHaveCount(250)
  await expect(list.pageButton(2)).toBeVisible()
  await expect(list.pageButton(3)).toHaveCount(0)

  await list.reload()
  await expect(list.pageSize()).toHaveValue('250')
  await expect(list.cards()).toHaveCount(250)
  await page.goBack()
  await expect(list.pageSize()).toHaveValue('100')
  await expect(list.pageButton(last)).toHaveAttribute('aria-current', 'page')
  await expect(list.cards().first()).toContainText(newestFirst[(last - 1) * 100]!)
}

/**
 * Ban, unban and full delete of the active entry `name`, each confirmed in a modal that names it and
 * followed by a toast, the card patched in place: a failed ban and a failed delete show the server
 * message inside the modal and change nothing, Cancel changes nothing, the delete removes the card
 * by _id from the cached page (99 cards), and after a reload it is still gone.
 */
export async function banUnbanAndDelete(
  list: EntryListPage,
  mock: MockBackend,
  texts: EntryStatusTexts,
  entry: { name: string; banPath: string; deletePath: string; total: number },
) {
  const { page } = list
  const m = texts.menu
  const card: Locator = list.card(entry.name).first()
  await expect(card).toContainText(statusOf(texts.active))

  // A failed ban: the message shows inside, the modal stays, nothing changes.
  await mock.fault({ path: entry.banPath, method: 'PUT', status: 500, message: 'Database is down', times: 1 })
  await list.chooseAction(card, m.ban)
  await expect(list.dialog()).toContainText(texts.banTitle)
  await expect(list.dialog()).toContainText(texts.banMessage(entry.name))
  await expectWellShown(page)
  await list.dialog().getByRole('button', { name: m.ban }).click()
  await expect(list.dialog().getByRole('alert')).toContainText('Database is down')
  await expect(card).toContainText(statusOf(texts.active))

  // Ban succeeds on a second try.
  await list.dialog().getByRole('button', { name: m.ban }).click()
  await expect(list.toast(texts.banned_ok)).toBeVisible()
  await expect(list.dialog()).toBeHidden()
  await expect(card).toContainText(statusOf(texts.banned))

  // Unban; Cancel first leaves it as it is.
  await list.chooseAction(card, m.unban)
  await expect(list.dialog()).toContainText(texts.unbanTitle)
  await list.dialog().getByRole('button', { name: ru.common.cancel }).click()
  await expect(list.dialog()).toBeHidden()
  await expect(card).toContainText(statusOf(texts.banned))
  await list.chooseAction(card, m.unban)
  await list.dialog().getByRole('button', { name: m.unban }).click()
  await expect(list.toast(texts.unbanned_ok)).toBeVisible()
  await expect(card).toContainText(statusOf(texts.active))

  // A failed delete changes nothing either; Cancel leaves it as it is.
  await mock.fault({ path: entry.deletePath, method: 'DELETE', status: 500, message: 'Storage is locked', times: 1 })
  await list.chooseAction(card, m.delete)
  await expect(list.dialog()).toContainText(texts.deleteTitle)
  await list.dialog().getByRole('button', { name: ru.common.delete }).click()
  await expect(list.dialog().getByRole('alert')).toContainText('Storage is locked')
  await expectWellShown(page, '[role="dialog"]')
  await list.dialog().getByRole('button', { name: ru.common.cancel }).click()
  await expect(list.dialog()).toBeHidden()
  await expect(list.cards()).toHaveCount(100)

  // Full delete removes the card by _id from the cached page, without reloading it; after a reload it is still gone.
  await list.chooseAction(card, m.delete)
  await list.dialog().getByRole('button', { name: ru.common.delete }).click()
  await expect(list.toast(texts.deleted_ok)).toBeVisible()
  await expect(list.card(entry.name)).toHaveCount(0)
  await expect(list.cards()).toHaveCount(99)
  await expect(page.getByText(listText.shown(1, 99, entry.total - 1))).toBeVisible()
  await list.reload()
  await expect(list.cards()).toHaveCount(100)
  await expect(list.card(entry.name)).toHaveCount(0)
}
