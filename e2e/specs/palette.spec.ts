import type { APIRequestContext } from '@playwright/test'
import { eventsText } from '../../src/shared/i18n/events'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { paletteText } from '../../src/shared/i18n/palette'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { usersText } from '../../src/shared/i18n/users'
import { SEEDED_ACCOUNTS } from '../accounts'
import { expect, expectWellShown, test, type MockBackend } from '../fixtures'
import { LoginPage } from '../pages/login.page'
import { Palette } from '../pages/palette.page'
import { Shell } from '../pages/shell.page'

type Entry = { _id: string; name: string; city: { name: string } | null; is_active: boolean }

/** GET a list of the mock API as `account`: what the palette is expected to find. */
async function list<T>(request: APIRequestContext, mock: MockBackend, path: string, key: string): Promise<T[]> {
  const { token } = await mock.login('admin')
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Record<string, T[]>)[key]!
}

/** An organization's distinctive part of its name (the word in quotes) and the first organization the list call finds for it. */
async function organizationToFind(request: APIRequestContext, mock: MockBackend) {
  const [sample] = await list<Entry>(request, mock, '/api/organizations?per_page=1&page=7', 'organizations')
  const part = /«(.+)»/.exec(sample!.name)?.[1]?.slice(0, -1) ?? sample!.name.slice(0, -1)
  const [first] = await list<Entry>(
    request,
    mock,
    `/api/organizations?q=${encodeURIComponent(part)}&per_page=5&sort_by_date=true`,
    'organizations',
  )
  return { part, organization: first! }
}

test.describe('Command palette', () => {
  test("Ctrl+K, part of an organization's name, Enter: its single view opens; Escape returns focus where it was", async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    const { part, organization } = await organizationToFind(request, mock)
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    const palette = new Palette(page)

    // Escape closes it and focus returns to the control that had it.
    await shell.navLink(shellText.nav.articles).focus()
    await palette.open()
    await expect(palette.group('screens')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(palette.dialog()).toBeHidden()
    await expect(shell.navLink(shellText.nav.articles)).toBeFocused()

    await palette.open()
    await palette.search(part)
    const found = palette.group('organizations').getByRole('option', { name: new RegExp(organization.name.replace(/[«»]/g, '.')) })
    await expect(found.first()).toBeVisible()
    await expect(found.first()).toContainText(
      `${organization.city?.name ?? organizationsText.noCity} · ${organization.is_active ? organizationsText.active : organizationsText.banned}`,
    )
    await expect(palette.group('organizations').getByRole('option')).toHaveCount(
      await palette.group('organizations').getByRole('option').count(),
    )
    expect(await palette.group('organizations').getByRole('option').count()).toBeLessThanOrEqual(5)
    // The first organization is the first result when no screen matches the text: Enter opens it.
    await expect(palette.highlighted()).toHaveAttribute('id', (await palette.options().first().getAttribute('id'))!)
    const highlightedName = await palette.highlighted().innerText()
    expect(highlightedName).toContain(organization.name)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/organizations/single-view\\?id=${organization._id}`))
    await expect(shell.heading()).toContainText(organization.name)
    await expect(palette.dialog()).toBeHidden()
  })

  test('a pasted event id is looked up and offered first; Enter opens the event', async ({ page, loginAs, mock, request }) => {
    const [event] = await list<Entry>(request, mock, '/api/events?per_page=1&page=3', 'events')
    await loginAs('admin')
    await page.goto('/cities')
    await new Shell(page).ready(ru.pages.cities)
    const palette = new Palette(page)
    await palette.button().click()
    await expect(palette.input()).toBeFocused()
    await palette.search(`  ${event!._id.toUpperCase()} `)
    await expect(palette.group('id').getByRole('option')).toHaveCount(1)
    await expect(palette.options().first()).toHaveAccessibleName(
      new RegExp(`^${paletteText.openEvent(event!.name).replace(/[«»()]/g, '.')}`),
    )
    await expect(palette.highlighted()).toHaveAccessibleName(new RegExp(`^${paletteText.openEvent(event!.name).replace(/[«»()]/g, '.')}`))
    await expectWellShown(page, '[role="dialog"]')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/events/single-view\\?id=${event!._id}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(event!.name)

    // An id that is nothing: said in one line.
    await palette.open()
    await palette.search('ffffffffffffffffffffffff')
    await expect(palette.status()).toHaveText(paletteText.idNotFound)
    await expect(palette.options()).toHaveCount(0)
  })

  test('a moderator is offered only the reports screen, and no organization is searched', async ({ page, loginAs, mock, request }) => {
    const { part } = await organizationToFind(request, mock)
    const asked: string[] = []
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url())
      if (/^\/api\/(organizations|events|admins\/users)/.test(pathname)) asked.push(pathname)
    })
    await loginAs('moderator')
    await page.goto('/reports')
    await new Shell(page).ready(ru.pages.complaints)
    const palette = new Palette(page)
    await palette.open()
    await expect(palette.options()).toHaveCount(1)
    await expect(palette.option(new RegExp(`^${shellText.nav.complaints}`))).toBeVisible()
    await palette.search(part)
    await expect(palette.status()).toHaveText(paletteText.count(0))
    await expect(palette.options()).toHaveCount(0)
    await palette.search(organizationsText.add)
    await expect(palette.options()).toHaveCount(0)
    expect(asked).toEqual([])
  })

  test('recent entries: the last opened come first the next time, and a logout removes them', async ({ page, loginAs, mock, request }) => {
    const { part, organization } = await organizationToFind(request, mock)
    await loginAs('admin')
    await page.goto('/cities')
    await new Shell(page).ready(ru.pages.cities)
    const palette = new Palette(page)

    await palette.open()
    await palette.search(part)
    await palette.group('organizations').getByRole('option').first().click()
    await expect(page).toHaveURL(new RegExp(`id=${organization._id}`))

    await palette.open()
    await palette.search(shellText.nav.users)
    await palette.option(new RegExp(`^${shellText.nav.users}`)).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.pages.users)

    await palette.open()
    const recent = palette.group('recent').getByRole('option')
    await expect(recent).toHaveCount(2)
    await expect(recent.nth(0)).toHaveAccessibleName(new RegExp(`^${shellText.nav.users}`))
    await expect(recent.nth(1)).toHaveAccessibleName(new RegExp(`^${organization.name.replace(/[«»]/g, '.')}`))
    // Another admin on the same browser has a list of its own.
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':palette-recent')))
    expect(await storedKeys()).toHaveLength(1)

    // The next person at this browser finds nothing of this admin's work.
    await page.keyboard.press('Escape')
    await expect(palette.dialog()).toBeHidden()
    await new Shell(page).logout().click()
    await expect(page).toHaveURL(/\/login/)
    expect(await storedKeys()).toEqual([])
  })

  test('by keyboard alone: arrows move the highlight the field announces, counts are told, Ctrl+Enter opens a new tab', async ({
    page,
    loginAs,
    context,
  }) => {
    await loginAs('admin')
    await page.goto('/cities')
    await new Shell(page).ready(ru.pages.cities)
    const palette = new Palette(page)
    await palette.open()
    await palette.search(shellText.nav.events.slice(0, 4))
    await expect(palette.status()).toHaveText(/^Найдено: \d+/)
    const count = await palette.options().count()
    expect(await palette.status().innerText()).toBe(paletteText.count(count))
    const first = await palette.options().nth(0).getAttribute('id')
    const second = await palette.options().nth(1).getAttribute('id')
    await expect(palette.input()).toHaveAttribute('aria-activedescendant', first!)
    await page.keyboard.press('ArrowDown')
    await expect(palette.input()).toHaveAttribute('aria-activedescendant', second!)
    await expect(palette.highlighted()).toHaveAttribute('id', second!)
    await page.keyboard.press('ArrowUp')
    await expect(palette.input()).toHaveAttribute('aria-activedescendant', first!)
    await expectWellShown(page)

    // The events screen first: Ctrl+Enter opens it in a new tab and this tab stays.
    await expect(palette.highlighted()).toHaveAccessibleName(new RegExp(`^${shellText.nav.events}`))
    const opened = context.waitForEvent('page')
    await page.keyboard.press('Control+Enter')
    const tab = await opened
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/events/view')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.pages.cities)
  })

  test('failures show one line in the palette, and the rest still works', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    await page.goto('/cities')
    await new Shell(page).ready(ru.pages.cities)
    await mock.fault({ path: '/api/organizations', method: 'GET', status: 500, message: 'Search is down' })
    await mock.fault({ path: '/api/events', method: 'GET', network: true })
    const palette = new Palette(page)
    await palette.open()
    await palette.search(usersText.status.active.slice(0, 3))
    await expect(palette.status()).toHaveText(/^Поиск не удался: /)
    await expect(palette.dialog()).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await palette.search(eventsText.add)
    await expect(palette.option(eventsText.add)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/events\/create/)
  })
})

test('root: the palette offers the administrators screen only', async ({ page, loginAs }) => {
  await loginAs('root')
  await page.goto('/admins')
  await new Shell(page).ready(ru.pages.admins)
  const palette = new Palette(page)
  await expect(palette.button()).toBeVisible()
  await palette.open()
  await expect(palette.options()).toHaveCount(1)
  await expect(palette.option(new RegExp(`^${shellText.nav.admins}`))).toBeVisible()
})

test("on a slow line, the moderator's first Ctrl+K on /reports right after signing in opens the palette", async ({ page }) => {
  test.slow()
  const login = new LoginPage(page)
  await login.open()
  await login.email().fill(SEEDED_ACCOUNTS.moderator.email)
  await login.password().fill(SEEDED_ACCOUNTS.moderator.password)
  // A slow line (1.5 s per request) from the sign-in on: the palette's code arrives well after the key press.
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 })
  await login.submit().click()
  // The key goes as soon as the console's frame shows, as a person's would: nothing of the screen's data is waited for.
  const shell = new Shell(page)
  await expect(shell.nav()).toBeVisible({ timeout: 30_000 })
  const palette = new Palette(page)
  await page.keyboard.press('Control+K')
  await expect(palette.input()).toBeFocused({ timeout: 15_000 })
  await expect(palette.option(new RegExp(`^${shellText.nav.complaints}`))).toBeVisible()
  await expect(page).toHaveURL(/\/reports(\?|$)/)
})
