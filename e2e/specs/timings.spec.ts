import type { Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { templatePhotosText } from '../../src/shared/i18n/gallery'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { copyText, mapText, ru } from '../../src/shared/i18n/ru'
import { usersText } from '../../src/shared/i18n/users'
import { expect, expectAccessible, expectWellShown, test } from '../fixtures'
import { useMapsStandIn } from '../maps-stand-in'
import { ArticlesPage } from '../pages/articles.page'
import { CategoriesPage } from '../pages/categories.page'
import { EventSinglePage } from '../pages/event-single.page'
import { GalleryPage } from '../pages/gallery.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'
import { UsersPage } from '../pages/users.page'

/*
 * Spec section 9's timings that a person notices, each bounded on both sides in the page's own clock.
 * Each test installs Playwright's clock before the page opens; the page runs on it in real time until the
 * moment to time, when the clock stops and moves on only as the test advances it: "399 ms on, not yet; 1 ms
 * more, done" holds however loaded the machine is. A Mantine modal starts its close transition two animation
 * frames after it is told to close: there the clock first goes to the start of a frame, and the bound counts
 * those two frames in.
 */

/** One animation frame of Playwright's clock. */
const FRAME = 16

/** The page's clock now, in ms. */
const clockNow = (page: Page) => page.evaluate(() => performance.now())

/** Stops the page's clock (installed before the page opened, running since): from here time moves only with `advance`. */
async function stopClock(page: Page) {
  // A moment just ahead of the page's clock: stopping there runs only the timers due by then.
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 500)
}

/**
 * Lets the page finish, with its clock stopped, what the last timers started: a React render and its effects
 * run in tasks of their own (posted messages, which keep their order), after the timer that caused them.
 */
const finishTasks = (page: Page) =>
  page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise((done) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => done(null)
        channel.port2.postMessage(null)
      })
    }
  })

/**
 * Moves the stopped clock `ms` on. The last frames go one at a time, so that what a timer starts through a
 * React effect and an animation frame (a Mantine transition) is on the page at the end, even if that timer
 * fired a little early.
 */
async function advance(page: Page, ms: number) {
  const bulk = Math.max(0, ms - 4 * FRAME)
  if (bulk > 0) {
    await page.clock.runFor(bulk)
    await finishTasks(page)
  }
  for (let left = ms - bulk; left > 0; left -= FRAME) {
    await page.clock.runFor(Math.min(FRAME, left))
    await finishTasks(page)
  }
}

/** Moves the stopped clock to the start of the next animation frame. */
async function toNextFrame(page: Page) {
  await advance(page, FRAME - ((await clockNow(page)) % FRAME))
}

/**
 * Shows a first `toast` with `show` and closes it: the toasts' container is drawn from the first toast on, and React
 * reveals that lazily loaded part on a timer of its own, so only a later toast shows at once, with the clock stopped.
 */
async function showFirstToast(toast: Locator, show: () => Promise<unknown>) {
  await show()
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: ru.common.close }).click()
  await expect(toast).toHaveCount(0)
}

/** The calls to the users list from now on. */
function usersCalls(page: Page): URL[] {
  const calls: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/admins/users') calls.push(url)
  })
  return calls
}

test.describe('Section 9 timings a person notices', () => {
  test('the users search asks the server once, 400 ms after the last key: not at 399 ms, at 400 ms', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    await users.search().click()
    await stopClock(page)
    const calls = usersCalls(page)

    // Keys 350 ms apart: each restarts the wait, nothing is asked between them.
    for (const key of 'Пользователь') {
      await page.keyboard.type(key)
      await page.clock.runFor(350)
    }
    expect(calls).toHaveLength(0)
    await advance(page, 399 - 350)
    expect(calls).toHaveLength(0)
    expect(new URL(page.url()).searchParams.get('q')).toBeFalsy()

    await advance(page, 1)
    await expect.poll(() => calls.length).toBe(1)
    expect(calls[0]!.searchParams.get('q')).toBe('Пользователь')
    await page.clock.resume()
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Пользователь')
    await expect(users.rows().first()).toContainText('Пользователь')
    expect(calls).toHaveLength(1)
  })

  test('the page size is applied 600 ms after its last change: not at 599 ms, at 600 ms', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    await stopClock(page)
    const calls = usersCalls(page)

    // The picker shows each choice at once; the list follows the last one only.
    await users.pageSize().selectOption('500')
    await expect(users.pageSize()).toHaveValue('500')
    await advance(page, 500)
    await users.pageSize().selectOption('250')
    await advance(page, 599)
    expect(calls).toHaveLength(0)
    await expect(users.rows()).toHaveCount(100)

    await advance(page, 1)
    await expect.poll(() => calls.length).toBe(1)
    expect(calls[0]!.searchParams.get('per_page')).toBe('250')
    await page.clock.resume()
    await expect(users.rows()).toHaveCount(250)
    expect(calls).toHaveLength(1)
  })

  test('a form modal closes in 200 ms, its form keeping what was typed until it is gone; opened again within 400 ms, its form is empty', async ({
    page,
    loginAs,
  }) => {
    await page.clock.install()
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const card = list.cards().first()
    await list.chooseAction(card, organizationsText.menu.changeOwner)
    const dialog = list.dialog()
    const input = dialog.getByRole('textbox', { name: organizationsText.newOwnerLabel })
    await input.fill('0123456789abcdef01234567')
    await stopClock(page)
    await toNextFrame(page)
    const closed = await clockNow(page)

    // The 200 ms fade starts two animation frames after Escape; the modal leaves the page as it ends.
    await page.keyboard.press('Escape')
    await advance(page, 2 * FRAME + 199)
    await expect(dialog).toBeVisible()
    await expect(input).toHaveValue('0123456789abcdef01234567')
    await advance(page, 1)
    await expect(dialog).toBeHidden()

    // Each opening mounts a fresh form, so the form never resets while its modal closes (the spec's 400 ms delay
    // before the reset), and opened again before those 400 ms are out, it is already empty. The menu and the
    // modal are given three frames each to open.
    await list.actionButton(card).click()
    await advance(page, 3 * FRAME)
    await list.menuItem(organizationsText.menu.changeOwner).click()
    await advance(page, 3 * FRAME)
    await expect(input).toBeVisible()
    await expect(input).toHaveValue('')
    expect((await clockNow(page)) - closed).toBeLessThan(400)
  })

  test('another screen’s modal closes in 400 ms: still shown at 399 ms of its fade, gone at 400 ms', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await users.anyAction('ban').first().click()
    const dialog = users.dialog()
    await expect(dialog).toContainText(usersText.confirmTitle.ban)
    await stopClock(page)
    await toNextFrame(page)

    // Its 400 ms fade (the console's default for modals) starts two animation frames after Escape.
    await page.keyboard.press('Escape')
    await advance(page, 2 * FRAME + 399)
    await expect(dialog).toBeVisible()
    await advance(page, 1)
    await expect(dialog).toBeHidden()
  })

  test('the tooltip of a disabled visibility switch opens 1000 ms after the pointer comes: not at 999 ms, at 1000 ms, drawn within two frames', async ({
    page,
    loginAs,
  }) => {
    await page.clock.install()
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    // An article without a body cannot be shown: its switch is disabled, the tooltip sits on the switch's wrapper.
    const wrapper = screen.visibility('Мобильная связь').locator('xpath=ancestor::div[contains(@class, "mantine-Switch-root")]/parent::div')
    await expect(screen.visibility('Мобильная связь')).toBeDisabled()
    const tooltip = page.getByRole('tooltip', { name: articlesText.visibleDisabled })
    await expect(wrapper).not.toHaveAttribute('aria-describedby')
    await stopClock(page)

    await wrapper.hover()
    await advance(page, 999)
    await expect(wrapper).not.toHaveAttribute('aria-describedby')
    await expect(tooltip).toHaveCount(0)
    // Open at 1000 ms: the wrapper is described by the tooltip, whose fade-in starts within the next two animation frames.
    await advance(page, 1)
    await expect(wrapper).toHaveAttribute('aria-describedby', /.+/)
    await advance(page, 2 * FRAME)
    await expect(tooltip).toBeVisible()
    await expect(wrapper).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!)
    // The pointer leaves for the navigation column's top corner, fixed at every width the layout check sets: no resize
    // brings the switch back under it, so the tooltip stays closed while the page is checked.
    await page.mouse.move(1, 1)
    await page.clock.resume()
    await expect(tooltip).toBeHidden()
    await expect(wrapper).not.toHaveAttribute('aria-describedby')
    await expectWellShown(page)
  })

  test('the address suggestions hide 100 ms after the field loses focus: shown at 99 ms, gone at 100 ms', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    await form.choose(form.city(), 'Алматы')
    await form.address().fill('Мира')
    const suggestion = page.getByRole('option', { name: /пр\. Мира/ })
    await expect(suggestion).toBeVisible()
    await stopClock(page)

    // Tab takes the focus away without a click outside (which closes the list at once).
    await form.address().press('Tab')
    await expect(form.address()).not.toBeFocused()
    await advance(page, 99)
    await expect(suggestion).toBeVisible()
    await advance(page, 1)
    await expect(suggestion).toBeHidden()
  })

  test('a copy button says it copied for 1200 ms: still at 1199 ms, back to its name at 1200 ms', async ({ page, context, loginAs }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await gallery.item('Валюта и оплата').click()
    const photo = 'Валюта и оплата 2'
    await expect(gallery.copyTag(photo)).toBeVisible()
    const list = gallery.grid.list(gallery.photosLabel('Валюта и оплата'))
    await stopClock(page)

    await gallery.copyTag(photo).click()
    await expect(list.getByRole('button', { name: copyText.copied })).toBeVisible()
    await advance(page, 1199)
    await expect(list.getByRole('button', { name: copyText.copied })).toBeVisible()
    await advance(page, 1)
    await expect(gallery.copyTag(photo)).toBeVisible()
    await expect(list.getByRole('button', { name: copyText.copied })).toHaveCount(0)
  })

  test('the copy toast closes by itself 2000 ms after it shows: there at 2249 ms, gone at 2250 ms (after its 250 ms fade)', async ({
    page,
    context,
    loginAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const first = (await screen.grid.names(templatePhotosText.photosOf('Кафе и рестораны')))[0]!
    const toast = page.getByRole('status').filter({ hasText: templatePhotosText.idCopied('') })
    await showFirstToast(toast, () => screen.copyId(first).click())
    await stopClock(page)

    await screen.copyId(first).click()
    await expect(toast).toBeVisible()
    await advance(page, 2249)
    await expect(toast).toBeVisible()
    await advance(page, 1)
    await expect(toast).toBeHidden()
    await page.clock.resume()
    await expectAccessible(page)
  })

  test('a toast on the default 5000 ms (a failed category delete) closes by itself 5000 ms after it shows: there at 5249 ms, gone at 5250 ms (after its 250 ms fade)', async ({
    page,
    loginAs,
    mock,
  }) => {
    await page.clock.install()
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await mock.fault({ path: '/api/admins/categories/*', method: 'DELETE', status: 500, message: 'Boom', times: 2 })
    const dialog = categories.dialog(categoriesText.deleteCategoryTitle)
    const toast = page.getByRole('alert').filter({ hasText: catalogueText.deleteFailed('Спорт', 'Boom') })
    await showFirstToast(toast, () => categories.confirmDelete('Спорт', categoriesText.deleteCategoryTitle))
    await categories.remove('Спорт').click()
    await expect(dialog).toContainText('Спорт')
    await stopClock(page)

    await dialog.getByRole('button', { name: ru.common.delete }).click()
    await expect(toast).toBeVisible()
    await advance(page, 5249)
    await expect(toast).toBeVisible()
    await advance(page, 1)
    await expect(toast).toBeHidden()
  })

  test('the map is 260 px high', async ({ page, loginAs }) => {
    await useMapsStandIn(page)
    await loginAs('admin')
    const view = new EventSinglePage(page)
    await view.open('00000e400000000000000005')
    const map = page.getByRole('region', { name: mapText.label, exact: true })
    await expect(map).toBeVisible()
    expect((await map.boundingBox())!.height).toBe(260)
  })
})
