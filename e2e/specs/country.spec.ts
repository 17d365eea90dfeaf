import type { APIRequestContext } from '@playwright/test'
import { SESSION_KEYS } from '../../src/shared/auth/session'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import type { AccountName } from '../accounts'
import { expect, expectWellShown, signIn, switchSession, test, type MockBackend } from '../fixtures'
import { Shell } from '../pages/shell.page'

type Country = { _id: string; name: string }

/** The account's complaint countries and, per country, allComplaintsCount as the server reports it. */
async function complaintCounts(request: APIRequestContext, mock: MockBackend, account: AccountName) {
  const { token, user_data } = await mock.login(account)
  const countries = user_data.view_complains_countries as Country[]
  const counts = new Map<string, number>()
  for (const country of countries) {
    const response = await request.get(`/api/admins/complaints/count?country_id=${country._id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.ok()).toBe(true)
    counts.set(country.name, ((await response.json()) as { allComplaintsCount: number }).allComplaintsCount)
  }
  return { countries, counts }
}

test.describe('System country (spec section 2 "Shell", section 4 "System country")', () => {
  test('admin with three countries: a dropdown "Страна" sorted by name; switching changes the reports badge and survives a reload', async ({
    page,
    request,
    mock,
    loginAs,
  }) => {
    const { counts } = await complaintCounts(request, mock, 'admin')
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)

    await expect(shell.countrySelect()).toBeVisible()
    expect(await shell.countryOptions()).toEqual(['Казахстан', 'Кыргызстан', 'Россия'])
    // The first country by name is the system country until another is chosen.
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Казахстан')
    await expect(shell.complaintsBadge()).toHaveText(String(counts.get('Казахстан')))

    // Switch to a country whose count differs, so that the badge visibly follows.
    const target = ['Россия', 'Кыргызстан'].find((name) => counts.get(name) !== counts.get('Казахстан'))
    expect(target, `seeded counts ${JSON.stringify([...counts])} should differ between countries`).toBeDefined()
    await shell.countrySelect().selectOption({ label: target! })
    await expect(shell.complaintsBadge()).toHaveText(String(counts.get(target!)))
    await expect(shell.complaintsBadge()).toHaveAccessibleName(shellText.nav.complaintsBadge(counts.get(target!)!))

    await page.reload()
    await shell.ready(ru.pages.cities)
    await expect(shell.countrySelect().locator('option:checked')).toHaveText(target!)
    await expect(shell.complaintsBadge()).toHaveText(String(counts.get(target!)))
    await expectWellShown(page)
  })

  test('each account sees its own countries: manager two in a dropdown, own its info-editing ones, moderator one without a dropdown, events none', async ({
    page,
    request,
    mock,
    loginAs,
  }) => {
    const shell = new Shell(page)
    await loginAs('manager')
    await test.step('manager with two countries gets a dropdown too', async () => {
      await page.goto('/users')
      await shell.ready(ru.pages.users)
      expect(await shell.countryOptions()).toEqual(['Кыргызстан', 'Узбекистан'])
      await expect(shell.currentCountry()).toHaveCount(0)
    })

    await test.step('without complaint countries the info-editing countries are used (own: Грузия, Казахстан)', async () => {
      await switchSession(page, mock, 'own')
      await page.goto('/articles')
      await shell.ready(ru.pages.articles)
      expect(await shell.countryOptions()).toEqual(['Грузия', 'Казахстан'])
      await expect(shell.complaintsBadge()).toHaveCount(0)
    })

    await test.step('moderator with one country sees it without a dropdown, and its reports count', async () => {
      const { counts } = await complaintCounts(request, mock, 'moderator')
      await switchSession(page, mock, 'moderator')
      await page.goto('/reports')
      await shell.ready(ru.pages.complaints)
      await expect(shell.currentCountry()).toHaveText('Кыргызстан')
      await expect(shell.countrySelect()).toHaveCount(0)
      await expect(page.getByRole('combobox', { name: shellText.country.switcherLabel })).toHaveCount(0)
      await expect(shell.complaintsBadge()).toHaveText(String(counts.get('Кыргызстан')))
    })

    await test.step('events (no countries) sees no country at all', async () => {
      await switchSession(page, mock, 'events')
      await page.goto('/events/view')
      await shell.ready(ru.pages.eventsView)
      await expect(shell.countrySelect()).toHaveCount(0)
      await expect(shell.currentCountry()).toHaveCount(0)
      await expect(page.getByText(shellText.country.current)).toHaveCount(0)
    })
  })

  test('a stored country that is no longer allowed falls back to the first one', async ({ page, request, mock }) => {
    const { counts } = await complaintCounts(request, mock, 'admin')
    const { user_data } = await mock.login('manager')
    const uzbekistan = (user_data.view_complains_countries as Country[]).find((c) => c.name === 'Узбекистан')!
    await signIn(page, mock, 'admin', { [SESSION_KEYS.systemCountry]: uzbekistan._id })
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Казахстан')
    await expect(shell.complaintsBadge()).toHaveText(String(counts.get('Казахстан')))
  })

  test('a failed count shows "Error fetching complaints count" on the Reports entry', async ({ page, mock, loginAs }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/admins/complaints/count', status: 500, message: 'Counts unavailable' })
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await expect(shell.navLink(shellText.nav.complaints).getByLabel(shellText.session.countsFailed)).toBeVisible()
    await expect(shell.complaintsBadge()).toHaveCount(0)
  })
})
