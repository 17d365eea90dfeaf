import { createSeed } from '../../mocks/seed'
import { eventsText } from '../../src/shared/i18n/events'
import { listText } from '../../src/shared/i18n/ru'
import { formatCalendarDay } from '../../src/shared/lib/format-date'
import { expect, expectWellShown, test } from '../fixtures'
import { banUnbanAndDelete, deepSearchStatusReloadAndBack, expectStatusTotals, pagesAndPageSize } from '../pages/entry-list.flows'
import { EventsListPage } from '../pages/events-list.page'

/** The seed every test starts from: facts to check the screen against. */
const seed = createSeed()
const newestFirst = [...seed.events].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
const activeCount = seed.events.filter((e) => e.is_active).length
const counts = { all: seed.events.length, active: activeCount, banned: seed.events.length - activeCount }
const emailOf = (userId: string) => seed.users.find((u) => u._id === userId)!.email
const cityOf = (cityId: string) => seed.cities.find((c) => c._id === cityId)!.name
const nameCount = (name: string) => seed.events.filter((e) => e.name === name).length
/** An event past the first page whose name no other event has, and whose owner e-mail is in no event name. */
const unique = newestFirst.find((e, i) => i > 120 && nameCount(e.name) === 1)!
const m = eventsText.menu
/** DD.MM.YYYY of an instant in the browser's time zone (playwright.config's timezoneId). */
const localDay = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', {
    timeZone: test.info().project.use.timezoneId,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })

test.describe('Events list (spec sections 2, 4, 6, 8)', () => {
  test('search, deep search and the status filter with totals kept from the first load live in the URL: reload and Back restore them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new EventsListPage(page)
    await list.open()
    await expect(list.cards()).toHaveCount(100)
    await expect(list.statusLabel('all')).toHaveText(listText.statusWithTotal(listText.status.all, seed.events.length))

    // Search over names (debounced), in the URL.
    await list.search().fill(unique.name)
    await expect(page).toHaveURL(/q=/)
    await expect(list.cards()).toHaveCount(1)
    await expect(list.card(unique.name)).toBeVisible()

    // The owner's e-mail is found only with deep search; then the status filter, reload and Back.
    await deepSearchStatusReloadAndBack(list, eventsText, counts, { email: emailOf(unique.user_id), name: unique.name })
  })

  test('pages with their numbers and page size 100 / 250 / 500 live in the URL: reload and Back restore them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('events')
    const list = new EventsListPage(page)
    await list.open()
    await pagesAndPageSize(
      list,
      newestFirst.map((e) => e.name),
    )
  })

  test('admin@example.com bans, unbans and fully deletes with a confirmation and a toast, the card patched in place; a failure is shown and changes nothing', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const list = new EventsListPage(page)
    const target = newestFirst.find((e) => e.is_active)!
    await list.open()
    const card = list.card(target.name).first()
    await expect(card).toContainText(`${eventsText.active} · `)

    // This admin's menu has the full delete too.
    await list.openMenu(card)
    await expect(list.menuItem(m.edit)).toHaveAttribute('href', `/events/edit?id=${target._id}`)
    await expect(list.menuItem(m.unban)).toHaveCount(0)
    await expect(list.menuItem(m.delete)).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()

    await banUnbanAndDelete(list, mock, eventsText, {
      name: target.name,
      banPath: '/api/admins/events/block',
      deletePath: `/api/admins/events/${target._id}`,
      total: seed.events.length,
    })
  })

  test('cards show the event; events@example.com (can_edit_events only) sees the single view, edit, photos and ban on every card but no delete', async ({
    page,
    loginAs,
  }) => {
    await loginAs('events')
    const list = new EventsListPage(page)
    const target = newestFirst.find((e) => !e.is_active)!
    await list.open()
    await expect(list.cards()).toHaveCount(100)
    await expect(list.cards().first()).toContainText(newestFirst[0]!.name)

    // A card: cover, city, holding date, start–end dates DD.MM.YYYY, owner e-mail, status and creation date.
    const dated = newestFirst.slice(0, 100).find((e) => e.date_start && e.date_end && e.date_start !== e.date_end)!
    const datedCard = list.card(dated.name).first()
    await expect(datedCard).toContainText(`${eventsText.city}: ${cityOf(dated.city_id)}`)
    await expect(datedCard).toContainText(`${eventsText.holdingDate}: ${dated.holding_date}`)
    await expect(datedCard).toContainText(
      `${eventsText.dates}: ${formatCalendarDay(dated.date_start)} – ${formatCalendarDay(dated.date_end)}`,
    )
    await expect(datedCard).toContainText(`${eventsText.owner}: ${emailOf(dated.user_id)}`)
    await expect(datedCard).toContainText(
      `${dated.is_active ? eventsText.active : eventsText.banned} · ${eventsText.createdAt}: ${localDay(dated.createdAt)}`,
    )
    await expect(list.cover(list.cards().first())).toHaveAttribute('src', new RegExp(`${newestFirst[0]!.carousel_photos[0]!.preview_url}$`))
    const undated = newestFirst.slice(0, 100).find((e) => !e.date_start)
    if (undated) await expect(list.card(undated.name).first()).toContainText(`${eventsText.dates}: ${eventsText.noDates}`)

    await expectStatusTotals(list, counts)
    await expect(list.addButton()).toHaveAttribute('href', '/events/create')
    await expectWellShown(page)

    // The row menu of this admin.
    await expect(list.actionButtons()).toHaveCount(100)
    const card = list.card(target.name).first()
    await list.openMenu(card)
    await expect(list.menuItem(m.open)).toHaveAttribute('href', `/events/single-view?id=${target._id}`)
    await expect(list.menuItem(m.edit)).toHaveAttribute('href', `/events/edit?id=${target._id}`)
    await expect(list.menuItem(m.editPhotos)).toHaveAttribute('href', `/events/edit-photos?id=${target._id}`)
    await expect(list.menuItem(m.delete)).toHaveCount(0)
    // A banned event offers unban; this admin may use it.
    await list.menuItem(m.unban).click()
    await list.dialog().getByRole('button', { name: m.unban }).click()
    await expect(list.toast(eventsText.unbanned_ok)).toBeVisible()
    await expect(card).toContainText(`${eventsText.active} · `)
    await list.openMenu(card)
    await expect(list.menuItem(m.ban)).toBeVisible()
    await expect(list.menuItem(m.delete)).toHaveCount(0)
  })
})
