import type { Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import type { AccountName } from '../accounts'
import { expect, settled, test } from '../fixtures'
import { AdminsPage } from '../pages/admins.page'
import { ArticlesPage } from '../pages/articles.page'
import { CategoriesPage } from '../pages/categories.page'
import { EventsListPage } from '../pages/events-list.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Shell } from '../pages/shell.page'
import { UsersPage } from '../pages/users.page'
import { NOW, ORGANIZATION_ID, shown } from '../screens'

/**
 * What a screen reader hears on each main screen and in the main dialogs — roles, names, states and the text read
 * out — pinned as Playwright's ARIA snapshots (e2e/specs/__screenshots__/aria.spec.ts/*.aria.yml), so that a change
 * of a name or a role shows in review. A list is pinned with the few entries a search finds: a hundred cards say
 * nothing five do not. A change made on purpose is taken with `--update-snapshots`.
 */
type Pinned = {
  name: string
  account?: AccountName
  path: string
  /** Brings the screen to the state pinned; without it the screen as it opens. */
  reach?: (page: Page) => Promise<void>
  /** The part pinned: the screen's `main` unless a dialog is open. */
  part?: (page: Page) => Locator
}

const dialog = (page: Page) => page.getByRole('dialog')

/** Types `text` into the list's search and waits until only the entries found are left. */
async function searched(search: Locator, entries: Locator, text: string, count: number) {
  await search.fill(text)
  await expect(entries).toHaveCount(count)
}

const PINNED: Pinned[] = [
  { name: 'login', path: '/login' },
  { name: 'navigation-admin', account: 'admin', path: '/categories', part: (page) => new Shell(page).nav() },
  { name: 'navigation-root', account: 'root', path: '/admins', part: (page) => new Shell(page).nav() },
  {
    name: 'organizations-list',
    account: 'admin',
    path: '/organizations/view',
    reach: async (page) => {
      const list = new OrganizationsListPage(page)
      await list.search().fill('Аптека')
      await expect(list.cards().filter({ hasNotText: 'Аптека' })).toHaveCount(0)
    },
  },
  { name: 'organization-edit', account: 'admin', path: `/organizations/edit?id=${ORGANIZATION_ID}` },
  {
    name: 'events-list',
    account: 'admin',
    path: '/events/view',
    reach: async (page) => {
      const list = new EventsListPage(page)
      await list.search().fill('Москва')
      await expect(list.cards().filter({ hasNotText: 'Москва' })).toHaveCount(0)
    },
  },
  {
    name: 'articles',
    account: 'admin',
    path: '/articles',
    reach: async (page) => {
      const articles = new ArticlesPage(page)
      await articles.block('Полезное').click()
      await expect(articles.cards().first()).toBeVisible()
    },
  },
  {
    name: 'new-article-dialog',
    account: 'admin',
    path: '/articles',
    reach: async (page) => {
      const articles = new ArticlesPage(page)
      await articles.block('Полезное').click()
      await articles.button(articlesText.newArticle).click()
      await expect(articles.dialog()).toBeVisible()
    },
    part: dialog,
  },
  { name: 'gallery', account: 'admin', path: '/gallery' },
  {
    name: 'categories',
    account: 'admin',
    path: '/categories',
    reach: async (page) => {
      const categories = new CategoriesPage(page)
      await categories.select('Кафе и рестораны').click()
      await expect(categories.subCategories().getByRole('listitem').first()).toBeVisible()
    },
  },
  {
    name: 'delete-confirmation',
    account: 'admin',
    path: '/categories',
    reach: async (page) => {
      const categories = new CategoriesPage(page)
      await categories.select('Кафе и рестораны').click()
      await categories.remove('Кофейни').click()
      await expect(dialog(page)).toBeVisible()
    },
    part: dialog,
  },
  { name: 'reports', account: 'admin', path: '/reports' },
  {
    name: 'users',
    account: 'admin',
    path: '/users',
    reach: async (page) => {
      const users = new UsersPage(page)
      await searched(users.search(), users.rows(), 'user@example.com', 1)
    },
  },
  {
    name: 'admins',
    account: 'root',
    path: '/admins',
    reach: async (page) => {
      const admins = new AdminsPage(page)
      await searched(admins.search(), admins.rows(), 'MANAGER@', 1)
    },
  },
  {
    name: 'admin-wizard',
    account: 'root',
    path: '/admins',
    reach: async (page) => {
      const admins = new AdminsPage(page)
      await admins.addButton().click()
      await expect(admins.wizard()).toBeVisible()
    },
    part: dialog,
  },
]

test.describe('What a screen reader hears', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
  })

  for (const pinned of PINNED) {
    test(`${pinned.name}: the roles and names a screen reader announces are as pinned`, async ({ page, loginAs }) => {
      if (pinned.account) await loginAs(pinned.account)
      await page.goto(pinned.path)
      await shown(page)
      if (pinned.reach) {
        await pinned.reach(page)
        await shown(page)
      }
      await settled(page)
      const part = pinned.part?.(page) ?? page.getByRole('main')
      await expect(part).toMatchAriaSnapshot({ name: `${pinned.name}.aria.yml` })
    })
  }
})
