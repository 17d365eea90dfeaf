import type { Page } from '@playwright/test'
import { createSeed } from '../../mocks/seed'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { expect, expectAccessible, test } from '../fixtures'
import { tabTo } from '../keyboard'
import { ArticlesPage } from '../pages/articles.page'
import { CategoriesPage } from '../pages/categories.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'

/** Two active organizations with a name of their own, on the first page of the list (newest first). */
const seed = createSeed()
const named = new Map<string, number>()
for (const organization of seed.organizations) named.set(organization.name, (named.get(organization.name) ?? 0) + 1)
const [first, second] = [...seed.organizations]
  .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
  .slice(0, 100)
  .filter((o) => o.is_active && named.get(o.name) === 1)

test.describe('Floating layers inside the landmarks (WCAG 1.3.1, axe region): what opens over a screen is part of it', () => {
  test('a tooltip opened by the pointer: axe over the whole page finds nothing outside the landmarks', async ({ page, loginAs }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await expect(screen.visibility('Мобильная связь')).toBeDisabled()
    await screen.visibility('Мобильная связь').locator('xpath=ancestor::div[contains(@class, "mantine-Switch-root")]/parent::div').hover()
    const tooltip = page.getByRole('tooltip', { name: articlesText.visibleDisabled })
    await expect(tooltip).toBeVisible()
    await expectAccessible(page)
    await expect(tooltip).toBeVisible()
  })

  test('a card’s menu opened from the keyboard: axe over the whole page finds nothing outside the landmarks', async ({ page, loginAs }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    const menuButton = list.actionButton(list.card(first!.name))
    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    await expect(list.menuItem(organizationsText.menu.open)).toBeFocused()
    await expectAccessible(page)
    await expect(page.getByRole('menu')).toBeVisible()
  })

  test('a select’s options opened from the keyboard: axe over the whole page finds nothing outside the landmarks', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()
    await tabTo(page, form.category())
    await page.keyboard.press('ArrowDown')
    const options = page.getByRole('listbox')
    await expect(options).toBeVisible()
    await expectAccessible(page)
    await expect(options).toBeVisible()
  })
})

/** One thing a screen reader was given to say: the live region's politeness and its words. */
type Heard = { politeness: string; text: string }

/**
 * Before the page's own scripts: gathers, in `window.heard`, what each live region receives as a screen reader takes it
 * — text added under an element whose live setting (its `aria-live`, else its role's: alert assertive, status and log
 * polite; `off` silences) is on, the whole region's text when it is atomic; an alert added with its text counts too.
 */
async function listenToLiveRegions(page: Page) {
  await page.addInitScript(() => {
    const heard: { politeness: string; text: string }[] = []
    Object.assign(window, { heard })
    const ROLE_LIVE: Record<string, string> = { alert: 'assertive', status: 'polite', log: 'polite' }
    const liveOf = (start: Node | null): [Element, string] | null => {
      for (let node = start instanceof Element ? start : (start?.parentElement ?? null); node; node = node.parentElement) {
        const live = node.getAttribute('aria-live') ?? ROLE_LIVE[node.getAttribute('role') ?? '']
        if (live === 'off') return null
        if (live) return [node, live]
      }
      return null
    }
    const take = (node: Node) => {
      const found = liveOf(node)
      if (!found) return
      const [region, politeness] = found
      const text = (region.getAttribute('aria-atomic') === 'true' ? region : node).textContent?.trim() ?? ''
      if (text) heard.push({ politeness, text })
    }
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') take(record.target)
        else record.addedNodes.forEach(take)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const heardSoFar = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)

test.describe('Toasts are said once (WCAG 4.1.3): each reaches one live region, once, from the first toast after load on', () => {
  test('the first ban’s toast and a second one are each said once, politely', async ({ page, loginAs }) => {
    await listenToLiveRegions(page)
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    await list.open()
    for (const organization of [first!, second!]) {
      const card = list.card(organization.name)
      await list.actionButton(card).click()
      await list.menuItem(organizationsText.menu.ban).click()
      await list.dialog().getByRole('button', { name: organizationsText.menu.ban }).click()
      await expect(card).toContainText(organizationsText.banned)
      // The toast shown and gone (its 2000 ms): whatever it would say has been said.
      const toast = page.getByText(organizationsText.banned_ok, { exact: true }).and(page.locator('[class*="Notification-description"]'))
      await expect(toast).toBeVisible()
      await expect(toast).toBeHidden()
    }
    const said = (await heardSoFar(page)).filter(({ text }) => text.includes(organizationsText.banned_ok))
    expect(said).toEqual([
      { politeness: 'polite', text: organizationsText.banned_ok },
      { politeness: 'polite', text: organizationsText.banned_ok },
    ])
  })

  test('a failure’s toast (on the default 5000 ms) is said once, assertively', async ({ page, loginAs, mock }) => {
    await listenToLiveRegions(page)
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await mock.fault({ path: '/api/admins/categories/*', method: 'DELETE', status: 500, message: 'Boom', times: 1 })
    const failure = catalogueText.deleteFailed('Спорт', 'Boom')
    await categories.confirmDelete('Спорт', categoriesText.deleteCategoryTitle)
    const toast = page.getByText(failure, { exact: true })
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 10_000 })
    const said = (await heardSoFar(page)).filter(({ text }) => text.includes(failure))
    expect(said).toEqual([{ politeness: 'assertive', text: failure }])
  })
})
