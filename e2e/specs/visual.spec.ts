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
    const dark = IN_DARK.has(screen.name)
    test(`${screen.name}${dark ? ', in the light scheme and then the dark one,' : ''} looks as it did`, async ({ page, loginAs }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      if (screen.account) await loginAs(screen.account)
      await page.goto(screen.path)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
      await shown(page)
      if (screen.state) {
        await screen.state(page)
        await shown(page)
      }
      await expect(page).toHaveScreenshot(`${screen.name}.png`)
      if (!dark) return
      // The system turns dark while the screen is open: the console follows it, as a page opened in the dark would look.
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      await shown(page)
      await expect(page).toHaveScreenshot(`${screen.name}-dark.png`)
    })
  }
})
