import type { Locator } from '@playwright/test'
import { createSeed } from '../../mocks/seed'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../../src/shared/auth/cipher'
import { ADMIN_FLAGS } from '../../src/shared/auth/schemas'
import { SESSION_KEYS } from '../../src/shared/auth/session'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { ru } from '../../src/shared/i18n/ru'
import { formatDay } from '../../src/shared/lib/format-date'
import { expect, expectWellShown, test } from '../fixtures'
import { banUnbanAndDelete, deepSearchStatusReloadAndBack, expectStatusTotals, pagesAndPageSize } from '../pages/entry-list.flows'
import { OrganizationsListPage } from '../pages/organizations-list.page'

const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The seed every test starts from: facts to check the screen against. */
const seed = createSeed()
const newestFirst = [...seed.organizations].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
const activeCount = seed.organizations.filter((o) => o.is_active).length
const counts = { all: seed.organizations.length, active: activeCount, banned: seed.organizations.length - activeCount }
const adminId = (email: string) => seed.admins.find((a) => a.email === email)!._id
const userOf = (id: string) => seed.users.find((u) => u._id === id)!
const uniqueName = (() => {
  const counts = new Map<string, number>()
  for (const o of seed.organizations) counts.set(o.name, (counts.get(o.name) ?? 0) + 1)
  return newestFirst.find((o, i) => i > 120 && counts.get(o.name) === 1)!
})()

test.describe('Organizations list (spec sections 2, 4, 6, 8)', () => {
  test('cards show their details and cover photos; search, deep search and the status filter with totals kept from the first load live in the URL: reload and Back restore them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.heading()).toBeVisible()
    await expect(list.cards()).toHaveCount(100)
    await expect(list.cards().first()).toContainText(newestFirst[0]!.name)
    // A card: category, city, owner e-mail and creation date DD.MM.YYYY.
    const newest = newestFirst[0]!
    const firstCard = list.cards().first()
    await expect(firstCard).toContainText(seed.categories.find((c) => c._id === newest.category_id)!.name)
    await expect(firstCard).toContainText(
      newest.city_id ? seed.cities.find((c) => c._id === newest.city_id)!.name : organizationsText.noCity,
    )
    await expect(firstCard).toContainText(userOf(newest.user_id).email)
    await expect(firstCard).toContainText(formatDay(newest.createdAt))
    await expectStatusTotals(list, counts)
    await expect(list.addButton()).toHaveAttribute('href', '/organizations/create')
    await expectWellShown(page)

    await test.step('each card shows its cover photo: those on screen once the list is shown, the others as the admin scrolls down to them', async () => {
      const loaded = (cover: Locator) => expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      const firstCover = list.cover(list.cards().first())
      await expect(firstCover).toHaveAttribute('src', endsWith(newestFirst[0]!.carousel_photos[0]!.preview_url))
      await loaded(firstCover).toBeGreaterThan(0)

      // The last card of 100 is far below: its picture comes when it is scrolled to.
      const last = list.cards().last()
      await expect(list.cover(last)).toHaveCount(0)
      await last.scrollIntoViewIfNeeded()
      await expect(list.cover(last)).toHaveAttribute('src', endsWith(newestFirst[99]!.carousel_photos[0]!.preview_url))
      await loaded(list.cover(last)).toBeGreaterThan(0)
      await firstCard.scrollIntoViewIfNeeded()
    })

    // Search over names (debounced), in the URL.
    const word = /«(.+)»/.exec(uniqueName.name)![1]!
    await list.search().fill(word)
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word).replace(/%20/g, '(%20|\\+)')}`))
    await expect(list.card(uniqueName.name)).toBeVisible()
    for (const name of await list.cards().getByRole('heading').allTextContents()) expect(name).toContain(word)

    // The owner's e-mail is found only with deep search; then the status filter, reload and Back.
    await deepSearchStatusReloadAndBack(list, organizationsText, counts, { email: userOf(uniqueName.user_id).email, name: uniqueName.name })
  })

  test('a search superseded by further typing has its request cancelled, and the newer answer shows', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.cards()).toHaveCount(100)
    await mock.fault({ path: '/api/organizations', method: 'GET', delay: 5000, times: 1 })
    const slow = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'Кафе')
    await list.search().fill('Кафе')
    const superseded = await slow
    const aborted = page.waitForEvent('requestfailed', (request) => request === superseded)
    await list.search().fill('Кофейня')
    expect((await aborted).failure()?.errorText).toContain('ABORTED')
    await expect(list.cards().first()).toContainText('Кофейня')
    for (const name of await list.cards().getByRole('heading').allTextContents()) expect(name).toContain('Кофейня')
  })

  test('pages with about ten numbers, page size 100 / 250 / 500, and both in the URL', async ({ page, loginAs }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    await pagesAndPageSize(
      list,
      newestFirst.map((o) => o.name),
    )
  })

  test('ban, unban and full delete are confirmed in a modal, change the card in place, and a failure stays in the modal', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const target = newestFirst.find((o) => o.is_active)!
    await list.open()
    await banUnbanAndDelete(list, mock, organizationsText, {
      name: target.name,
      banPath: '/api/admins/organizations/block',
      deletePath: `/api/admins/organizations/${target._id}`,
      total: seed.organizations.length,
    })
  })

  test('owner change takes a 24-character id and shows each of the spec messages, then the new owner e-mail', async ({ page, loginAs }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const target = newestFirst[0]!
    const bannedUser = seed.users.find((u) => !u.is_active)!
    const unconfirmedUser = seed.users.find((u) => u.is_active && !u.is_confirmed)!
    const newOwner = seed.users.find((u) => u.is_active && u.is_confirmed && u._id !== target.user_id)!
    await list.open()
    const card = list.card(target.name).first()
    await list.chooseAction(card, organizationsText.menu.changeOwner)
    const dialog = list.dialog()
    const input = dialog.getByRole('textbox', { name: organizationsText.newOwnerLabel })
    const submit = dialog.getByRole('button', { name: organizationsText.changeOwnerSubmit })
    await expect(dialog).toContainText(userOf(target.user_id).email)

    await submit.click()
    await expect(input).toHaveAccessibleDescription(organizationsText.newOwnerRequired)
    await input.fill('12345')
    await submit.click()
    await expect(input).toHaveAccessibleDescription('wrong user ID format (24 characters)')

    await input.fill(bannedUser._id)
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp('Этот пользователь забанен'))
    await expectWellShown(page, '[role="dialog"]')
    await input.fill(unconfirmedUser._id)
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp('Этот пользователь не подтверждён'))
    await input.fill('ffffffffffffffffffffffff')
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp('Такого пользователя не существует'))
    await expect(card).toContainText(userOf(target.user_id).email)

    await input.fill(newOwner._id)
    await submit.click()
    await expect(dialog.getByRole('status')).toContainText('Владелец организации изменён')
    await expect(dialog).toContainText(newOwner.email)
    await expectWellShown(page, '[role="dialog"]')
    await dialog.getByRole('button', { name: ru.common.ok }).click()
    await expect(card).toContainText(newOwner.email)
  })

  test('an owner change answered 500, dropped or malformed shows the generic texts of section 8, not "Такого пользователя не существует"', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const target = newestFirst[0]!
    const newOwner = seed.users.find((u) => u.is_active && u.is_confirmed && u._id !== target.user_id)!
    await list.open()
    const card = list.card(target.name).first()
    await list.chooseAction(card, organizationsText.menu.changeOwner)
    const dialog = list.dialog()
    const input = dialog.getByRole('textbox', { name: organizationsText.newOwnerLabel })
    const submit = dialog.getByRole('button', { name: organizationsText.changeOwnerSubmit })
    const path = '/api/admins/organizations/change-owner'
    await input.fill(newOwner._id)

    // Spec section 8 "Generic": the server message, else 'Unknown server error'; with no response 'No response from the server'.
    await mock.fault({ path, method: 'PUT', status: 500, message: 'Owner service down', times: 1 })
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(/Owner service down/)
    await expect(dialog.getByRole('alert')).not.toHaveText(/Такого пользователя не существует/)
    await expectWellShown(page, '[role="dialog"]')

    await mock.fault({ path, method: 'PUT', body: { status: 'error' }, times: 1 })
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(/Unknown server error/)

    await mock.fault({ path, method: 'PUT', network: true, times: 1 })
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(/No response from the server/)

    await mock.fault({ path, method: 'PUT', body: { status: 'ok' }, times: 1 })
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp(ru.errors.malformedResponse))
    await expect(card).toContainText(userOf(target.user_id).email)
  })

  test('an admin with only can_modify_users_and_orgs opens the list but sees no "Добавить организацию" (spec section 6)', async ({
    page,
    mock,
    request,
  }) => {
    // A fresh admin whose one right is can_modify_users_and_orgs, made by root as the administrators screen would.
    const { token: rootToken } = await mock.login('root')
    const email = 'modifier@example.com'
    const password = 'modify1234'
    const created = await request.post('/api/root/admins', {
      headers: { Authorization: `Bearer ${rootToken}` },
      data: {
        email,
        password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT),
        display_name: 'Только Пользователи',
        ...Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, flag === 'can_modify_users_and_orgs'])),
        view_complains_country_ids: [],
        change_info_country_ids: [],
      },
    })
    expect(created.ok()).toBe(true)
    const login = await request.post('/api/admins/login', { data: { email, password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT) } })
    const { token, user_data } = (await login.json()) as { token: string; user_data: unknown }
    await page.addInitScript(
      ([keys, token, profile]) => {
        localStorage.setItem(keys.token, token)
        localStorage.setItem(keys.profile, profile)
      },
      [SESSION_KEYS, token, JSON.stringify(user_data)] as const,
    )

    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(list.cards().first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Добавить организацию' })).toHaveCount(0)
    await expectWellShown(page)
  })

  test('the own-organizations admin sees the row menu only on its own organizations, without ban, owner or delete; links open in a new tab', async ({
    page,
    loginAs,
  }) => {
    await loginAs('own')
    const list = new OrganizationsListPage(page)
    const ownId = adminId('own@example.com')
    const firstPage = newestFirst.slice(0, 100)
    const own = firstPage.filter((o) => o.creator_admin === ownId)
    const foreign = firstPage.find((o) => o.creator_admin !== ownId)!
    expect(own.length).toBeGreaterThan(0)
    await list.open()
    await expect(list.cards()).toHaveCount(100)
    await expect(list.cards().getByRole('button', { name: new RegExp(`^${organizationsText.actions('')}`) })).toHaveCount(own.length)
    await expect(list.actionButton(list.card(foreign.name).first())).toHaveCount(0)

    const card = list.cards().filter({ has: page.getByRole('button', { name: organizationsText.actions(own[0]!.name) }) })
    await list.openMenu(card)
    const id = own[0]!._id
    await expect(list.menuItem(organizationsText.menu.open)).toHaveAttribute('href', `/organizations/single-view?id=${id}`)
    await expect(list.menuItem(organizationsText.menu.edit)).toHaveAttribute('href', `/organizations/edit?id=${id}`)
    await expect(list.menuItem(organizationsText.menu.editPhotos)).toHaveAttribute('href', `/organizations/edit-photos?id=${id}`)
    await expect(list.menuItem(organizationsText.menu.edit)).toHaveAttribute('target', '_blank')
    await expect(list.menuItem(organizationsText.menu.ban)).toHaveCount(0)
    await expect(list.menuItem(organizationsText.menu.changeOwner)).toHaveCount(0)
    await expect(list.menuItem(organizationsText.menu.delete)).toHaveCount(0)
  })

  test('the row menu works from the keyboard: Enter opens it with focus inside, Escape closes it back on its button', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const button = list.actionButton(list.cards().first())
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(button).toBeFocused()

    // A menu opened once does not open by itself when its page shows again.
    await list.pageButton(2).click()
    await expect(list.cards().first()).toContainText(newestFirst[100]!.name)
    await page.goBack()
    await expect(list.cards().first()).toContainText(newestFirst[0]!.name)
    await expect(page.getByRole('menu')).toHaveCount(0)
  })

  test('the manager (no full-delete right) bans and changes owners but sees no delete', async ({ page, loginAs }) => {
    await loginAs('manager')
    const list = new OrganizationsListPage(page)
    const target = newestFirst[1]!
    await list.open()
    await list.openMenu(list.card(target.name).first())
    await expect(list.menuItem(target.is_active ? organizationsText.menu.ban : organizationsText.menu.unban)).toBeVisible()
    await expect(list.menuItem(organizationsText.menu.changeOwner)).toBeVisible()
    await expect(list.menuItem(organizationsText.menu.edit)).toBeVisible()
    await expect(list.menuItem(organizationsText.menu.delete)).toHaveCount(0)
  })

  test('a failed list load shows the server message with a retry that loads the list', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/organizations', method: 'GET', status: 500, message: 'Search is unavailable' })
    const list = new OrganizationsListPage(page)
    await list.open()
    await expect(page.getByRole('alert')).toContainText('Search is unavailable')
    await expect(list.cards()).toHaveCount(0)
    await mock.clearFaults()
    await page.getByRole('button', { name: ru.common.retry }).click()
    await expect(list.cards()).toHaveCount(100)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
