import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import type { AccountName } from '../accounts'
import { expect, expectWellShown, test } from '../fixtures'
import { LoginPage } from '../pages/login.page'
import { Shell } from '../pages/shell.page'

const n = shellText.nav

/** Spec sections 2 "Shell" and 6: each seeded account's first screen and nav entries, in spec order. */
const ACCOUNTS: { account: AccountName; home: string; heading: string; entries: string[] }[] = [
  { account: 'root', home: '/admins', heading: ru.pages.admins, entries: [n.admins] },
  {
    account: 'admin',
    home: '/cities',
    heading: ru.pages.cities,
    entries: [n.cities, n.articles, n.gallery, n.templatePhotos, n.complaints, n.users, n.organizations, n.events, n.categories],
  },
  {
    account: 'manager',
    home: '/template-photos',
    heading: ru.pages.templatePhotos,
    entries: [n.templatePhotos, n.complaints, n.users, n.organizations],
  },
  { account: 'moderator', home: '/reports', heading: ru.pages.complaints, entries: [n.complaints] },
  { account: 'events', home: '/events/view', heading: ru.pages.eventsView, entries: [n.events] },
  { account: 'own', home: '/articles', heading: ru.pages.articles, entries: [n.articles, n.gallery, n.templatePhotos, n.organizations] },
]

const escape = (path: string) => path.replace(/[/.]/g, '\\$&')

test.describe('Shell: first screen and navigation per account (spec sections 2, 6)', () => {
  test('each account signs in through the form, lands on its first screen and sees exactly its nav entries; logout leaves for the next', async ({
    page,
  }) => {
    // Six sign-ins and the root's shell checked at three widths: past 30 s on 2 cores.
    test.slow()
    const login = new LoginPage(page)
    const shell = new Shell(page)
    await login.open()
    for (const { account, home, heading, entries } of ACCOUNTS) {
      await test.step(`${account} signs in through the form, lands on ${home} and sees exactly its nav entries`, async () => {
        await login.signInAs(account)
        await expect(page).toHaveURL(new RegExp(`${escape(home)}(\\?.*)?$`))
        await shell.ready(heading)
        expect(await shell.navLabels()).toEqual(entries)
        if (account === 'root') {
          // Root is shown as Super admin / Root and has no country switcher.
          await expect(shell.displayName()).toHaveText(shellText.nav.rootName)
          await expect(page.getByText(shellText.nav.rootRole, { exact: true })).toBeVisible()
          await expect(shell.countrySelect()).toHaveCount(0)
          await expect(shell.currentCountry()).toHaveCount(0)
          // The shell passes axe for root.
          await expectWellShown(page)
        } else {
          await expect(shell.displayName()).not.toHaveText(shellText.nav.rootName)
          await expect(page.getByText(shellText.nav.adminRole, { exact: true })).toBeVisible()
        }
        await shell.logout().click()
        await expect(page).toHaveURL(/\/login$/)
      })
    }
  })

  test('Gallery and Template photos open in a new tab; Organizations and Events link to their /view routes', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await expect(shell.navLink(n.gallery)).toHaveAttribute('target', '_blank')
    await expect(shell.navLink(n.gallery)).toHaveAttribute('href', '/gallery')
    await expect(shell.navLink(n.templatePhotos)).toHaveAttribute('target', '_blank')
    await expect(shell.navLink(n.templatePhotos)).toHaveAttribute('href', '/template-photos')
    await expect(shell.navLink(n.organizations)).toHaveAttribute('href', '/organizations/view')
    await expect(shell.navLink(n.organizations)).not.toHaveAttribute('target', '_blank')
    await expect(shell.navLink(n.events)).toHaveAttribute('href', '/events/view')
    await expect(shell.navLink(n.cities)).toHaveAttribute('href', '/cities')
    await expect(shell.navLink(n.cities)).toHaveAttribute('aria-current', 'page')

    // Following a same-tab link shows that screen in the shell.
    await shell.navLink(n.events).click()
    await expect(page).toHaveURL(/\/events\/view(\?.*)?$/)
    await expect(shell.heading()).toHaveText(ru.pages.eventsView)
    await expect(shell.navLink(n.events)).toHaveAttribute('aria-current', 'page')

    // The new-tab link opens the screen in a second tab with the same session.
    const [popup] = await Promise.all([page.waitForEvent('popup'), shell.navLink(n.gallery).click()])
    await expect(popup).toHaveURL(/\/gallery(\?.*)?$/)
    await expect(new Shell(popup).heading()).toHaveText(ru.pages.gallery)
    await popup.close()
  })

  test('the shell passes axe for admin and moderator (root: in the sign-in flow above)', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await expect(shell.complaintsBadge()).toBeVisible()
    await expectWellShown(page)

    await shell.logout().click()
    await expect(page).toHaveURL(/\/login$/)
    await new LoginPage(page).signInAs('moderator')
    await shell.ready(ru.pages.complaints)
    await expect(shell.currentCountry()).toBeVisible()
    await expectWellShown(page)
  })
})

test.describe('Redirects (spec section 2 "Shell")', () => {
  test('without a session, /, an unknown path and a guarded screen go to /login', async ({ page }) => {
    const login = new LoginPage(page)
    for (const path of ['/', '/no/such/page', '/cities', '/organizations/view']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/login(\?.*)?$/)
      await expect(login.submit()).toBeVisible()
    }
  })

  test('a guarded screen opened without a session comes back after signing in', async ({ page }) => {
    await page.goto('/users')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await new LoginPage(page).signInAs('manager')
    await expect(page).toHaveURL(/\/users(\?.*)?$/)
    await expect(new Shell(page).heading()).toHaveText(ru.pages.users)
  })

  test('moderator: /, unknown paths and forbidden screens go to the first permitted screen (/reports)', async ({ page, loginAs }) => {
    await loginAs('moderator')
    const shell = new Shell(page)
    for (const path of ['/', '/no/such/page', '/users', '/admins', '/cities', '/organizations/view', '/events/edit?id=1']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/reports(\?.*)?$/)
      await expect(shell.heading(), path).toHaveText(ru.pages.complaints)
    }
  })

  test('every screen of spec section 2 is guarded: own and events reach only their sections', async ({ page, loginAs }) => {
    const pathOf = () => new URL(page.url()).pathname
    await loginAs('own')
    const forbiddenForOwn = [
      '/cities',
      '/reports',
      '/users',
      '/categories',
      '/admins',
      '/events/view',
      '/events/single-view?id=1',
      '/events/create',
      '/events/edit?id=1',
      '/events/edit-photos?id=1',
    ]
    for (const path of forbiddenForOwn) {
      await page.goto(path)
      await expect.poll(pathOf, { message: path }).toBe('/articles')
    }
    for (const path of ['/gallery', '/template-photos', '/organizations/view', '/organizations/create']) {
      await page.goto(path)
      await expect(new Shell(page).nav()).toBeVisible()
      expect(pathOf(), path).toBe(path)
    }
    await new Shell(page).logout().click()
    await new LoginPage(page).signInAs('events')
    await expect(page).toHaveURL(/\/events\/view/)
    const forbiddenForEvents = [
      '/articles',
      '/gallery',
      '/template-photos',
      '/organizations/view',
      '/organizations/single-view?id=1',
      '/organizations/create',
      '/organizations/edit?id=1',
      '/organizations/edit-photos?id=1',
    ]
    for (const path of forbiddenForEvents) {
      await page.goto(path)
      await expect.poll(pathOf, { message: path }).toBe('/events/view')
    }
    await page.goto('/events/create')
    await expect(new Shell(page).nav()).toBeVisible()
    expect(pathOf()).toBe('/events/create')

    await test.step('an authorised visit to /login goes to the first permitted screen', async () => {
      await page.goto('/login')
      await expect(page).toHaveURL(/\/events\/view(\?.*)?$/)
      await expect(new Shell(page).heading()).toHaveText(ru.pages.eventsView)
    })
  })

  test('root: / and every admin screen go to /admins', async ({ page, loginAs }) => {
    await loginAs('root')
    for (const path of ['/', '/cities', '/reports', '/organizations/view', '/whatever']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/admins(\?.*)?$/)
    }
    await expect(new Shell(page).heading()).toHaveText(ru.pages.admins)
  })

  test('a permitted screen opened directly stays there; /organizations goes to /organizations/view', async ({ page, loginAs }) => {
    await loginAs('manager')
    await page.goto('/users')
    await expect(new Shell(page).heading()).toHaveText(ru.pages.users)
    await page.goto('/organizations')
    await expect(page).toHaveURL(/\/organizations\/view(\?.*)?$/)
  })
})
