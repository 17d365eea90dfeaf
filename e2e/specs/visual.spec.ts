import { expect, test } from '../fixtures'
import { NOW, SCREENS, shown } from '../screens'

/**
 * Visual snapshots of every screen at 1440 px (README "Visual snapshots"): the clock fixed, the
 * seed deterministic, the console's own font. A failed comparison leaves the expected, actual and
 * diff pictures in test-results/.
 */

/** The main screens again in the dark scheme (the browser says the system is dark). */
const IN_DARK = new Set([
  'login',
  'admins-wizard',
  'users',
  'reports',
  'articles',
  'gallery',
  'organizations-list-selection',
  'organization-form-errors',
  'organization-single',
  'events-list',
])

test.describe('Visual snapshots at 1440 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
  })

  for (const screen of SCREENS) {
    for (const scheme of IN_DARK.has(screen.name) ? (['light', 'dark'] as const) : (['light'] as const)) {
      const file = scheme === 'dark' ? `${screen.name}-dark.png` : `${screen.name}.png`
      test(`${screen.name}${scheme === 'dark' ? ' in the dark scheme' : ''} looks as it did`, async ({ page, loginAs }) => {
        await page.emulateMedia({ colorScheme: scheme })
        if (screen.account) await loginAs(screen.account)
        await page.goto(screen.path)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        await shown(page)
        if (screen.state) {
          await screen.state(page)
          await shown(page)
        }
        await expect(page).toHaveScreenshot(file)
      })
    }
  }
})
