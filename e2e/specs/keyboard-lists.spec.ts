import { createSeed } from '../../mocks/seed'
import { bulkText, exportText } from '../../src/shared/i18n/bulk'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { listText } from '../../src/shared/i18n/ru'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { expectFocusIn, focused, politeAnnouncement, tabTo } from '../keyboard'
import { BulkPart } from '../pages/bulk.part'
import { ComplaintsPage } from '../pages/complaints.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'

/** The seed every test starts from. */
const seed = createSeed()
const newestFirst = [...seed.organizations].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
const total = seed.organizations.length
const banned = seed.organizations.filter((o) => !o.is_active).length
const nameCount = new Map<string, number>()
for (const organization of seed.organizations) nameCount.set(organization.name, (nameCount.get(organization.name) ?? 0) + 1)
/** The newest active organizations with a name of their own (on the first page). */
const activeOfTheirOwn = newestFirst.slice(0, 100).filter((o) => o.is_active && nameCount.get(o.name) === 1)

test.describe('Keyboard alone: a list (WCAG 2.1.1, 2.4.3, 4.1.3)', () => {
  test('the status filter, the page size and the pages are used from the keyboard, and each answer is said: "Найдено: N", then the rows shown', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    // A short page, as an address may ask for: the page buttons below it are a few Tabs away.
    await list.open('?per_page=10')
    await expect(list.cards()).toHaveCount(10)

    // The status chips are one radio group: Tab reaches the chosen one, the arrows choose another.
    await tabTo(page, list.status('all'))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(list.status('banned')).toBeChecked()
    await expect(list.status('banned')).toBeFocused()
    await expect(politeAnnouncement(page)).toHaveText(listText.found(banned))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(list.status('all')).toBeChecked()
    await expect(politeAnnouncement(page)).toHaveText(listText.found(total))

    // The page buttons: Enter on page 2 shows it, and says which rows are shown.
    await tabTo(page, list.pageButton(2))
    await page.keyboard.press('Enter')
    await expect(politeAnnouncement(page)).toHaveText(listText.shown(11, 20, total))
    await expect(page).toHaveURL(/page=2/)

    // The page size: a closed native select takes the arrows; the list follows it once the choice rests.
    await tabTo(page, list.pageSize(), { back: true })
    await expect(list.pageSize()).toHaveValue('10')
    await page.keyboard.press('ArrowDown')
    await expect(list.pageSize()).toHaveValue('100')
    await expect(list.cards()).toHaveCount(100)
    await expect(politeAnnouncement(page)).toHaveText(listText.shown(1, 100, total))
    await expect(list.pageSize()).toBeFocused()
  })

  test('the search is typed into and said: "Найдено: N" once the answer comes', async ({ page, loginAs }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const unique = activeOfTheirOwn[0]!
    await tabTo(page, list.search())
    await page.keyboard.type(unique.name)
    await expect(list.cards()).toHaveCount(1)
    await expect(politeAnnouncement(page)).toHaveText(listText.found(1))
    await expect(list.search()).toBeFocused()
  })

  test('a card’s menu opens with Enter, its arrows reach "Забанить", its dialog takes the focus and gives it back to the menu’s button; the done ban is said', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const { name } = activeOfTheirOwn[0]!
    const card = list.card(name)
    const menuButton = list.actionButton(card)
    // The button names what it acts on.
    await expect(menuButton).toHaveAccessibleName(organizationsText.actions(name))

    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    await expect(list.menuItem(organizationsText.menu.open)).toBeFocused()
    // Escape closes the menu and the focus is back on its button.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(menuButton).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(list.menuItem(organizationsText.menu.open)).toBeFocused()
    for (let presses = 0; presses < 8; presses += 1) {
      if (await list.menuItem(organizationsText.menu.ban).evaluate((item) => item === document.activeElement)) break
      await page.keyboard.press('ArrowDown')
    }
    await expect(list.menuItem(organizationsText.menu.ban)).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = list.dialog()
    await expect(dialog).toContainText(organizationsText.banMessage(name))
    // The focus is in the dialog (on its safe choice), and Escape gives it back to what opened it.
    await expectFocusIn(dialog)
    await expectWellShown(page, '[role="dialog"]')
    await expectClosesBackTo(dialog, menuButton, () => page.keyboard.press('Escape'))

    // Again, now confirmed from the keyboard.
    await page.keyboard.press('Enter')
    await list.menuItem(organizationsText.menu.open).waitFor()
    for (let presses = 0; presses < 8; presses += 1) {
      if (await list.menuItem(organizationsText.menu.ban).evaluate((item) => item === document.activeElement)) break
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByRole('button', { name: organizationsText.menu.ban }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(politeAnnouncement(page)).toHaveText(organizationsText.banned_ok)
    await expect(card).toContainText(organizationsText.banned)
    await expect(menuButton).toBeFocused()
  })

  test('entries are chosen with Space, the bulk action is asked for and confirmed with Enter, and its progress and summary are in the dialog', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const bulk = new BulkPart(page)
    await list.open()
    const [first, second] = activeOfTheirOwn
    await tabTo(page, bulk.box(first!.name))
    await page.keyboard.press('Space')
    await tabTo(page, bulk.box(second!.name))
    await page.keyboard.press('Space')
    await expect(bulk.count(2)).toBeVisible()

    // The bar is above the cards: back up to it.
    const ask = bulk.action('ban', 2)
    await tabTo(page, ask, { back: true })
    await page.keyboard.press('Enter')
    await expect(bulk.confirmTitle('ban', 'organizations', 2)).toBeVisible()
    // Mantine moves the focus in as the dialog settles: a person presses Tab once it is there.
    await expectFocusIn(bulk.dialog())
    await tabTo(page, bulk.confirm('ban'))
    await page.keyboard.press('Enter')
    await bulk.expectSummary(2, 0, 0)
    await expect(politeAnnouncement(page)).toContainText(bulkText.summaryDone(2))
    await expect(bulk.close()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(bulk.dialog()).toBeHidden()
    await expect(list.card(first!.name)).toContainText(organizationsText.banned)
    // The focus is not lost to the page's start: it is back in the screen.
    expect(await focused(page).evaluate((element) => element.closest('main') !== null)).toBe(true)
  })

  test('the export opens with Enter, its end is said and keeps the focus in its dialog, and Escape gives the focus back to the button', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const button = page.getByRole('button', { name: exportText.button })
    await tabTo(page, button)
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: exportText.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: exportText.close })).toBeFocused()
    const fileName = (await download).suggestedFilename()
    await expect(politeAnnouncement(page)).toHaveText(exportText.saved(fileName, total))
    await expectClosesBackTo(dialog, button, () => page.keyboard.press('Escape'))
  })
})

test('on /reports each complaint’s answers are named with the complaint they act on, as a screen reader hears them tabbing across the cards', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin')
  const complaints = new ComplaintsPage(page)
  await complaints.open()
  await expect(complaints.cards()).not.toHaveCount(0)
  for (const card of (await complaints.cards().all()).slice(0, 2)) {
    const title = (await card.getByRole('heading').innerText()).trim()
    await tabTo(page, card.getByRole('button').first())
    for (const answer of ['approve', 'decline', 'seen'] as const) {
      await expect(focused(page)).toHaveAccessibleName(complaintsText.actionOn(complaintsText.actions[answer], title))
      await page.keyboard.press('Tab')
    }
  }
})
