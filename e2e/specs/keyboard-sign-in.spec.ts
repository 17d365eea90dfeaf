import { ru } from '../../src/shared/i18n/ru'
import { SEEDED_ACCOUNTS } from '../accounts'
import { expect, test } from '../fixtures'
import { tabTo } from '../keyboard'
import { LoginPage } from '../pages/login.page'

test.describe('Keyboard alone: signing in (WCAG 2.1.1, 2.4.3, 3.3.1, 3.3.8)', () => {
  test('Tab reaches the e-mail first, then the password; Enter signs in and the focus lands on the first screen’s heading', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const login = new LoginPage(page)
    await login.open()
    await expect(login.email()).toBeVisible()
    // The sign-in page's first stop is its first field: nothing comes before it.
    await page.keyboard.press('Tab')
    await expect(login.email()).toBeFocused()
    // A password manager fills these: they say what they hold.
    await expect(login.email()).toHaveAttribute('autocomplete', 'username')
    await expect(login.password()).toHaveAttribute('autocomplete', 'current-password')

    await page.keyboard.type(SEEDED_ACCOUNTS.admin.email)
    await page.keyboard.press('Tab')
    await expect(login.password()).toBeFocused()
    // A password manager's copy: pasted, not typed.
    await page.evaluate((password) => navigator.clipboard.writeText(password), SEEDED_ACCOUNTS.admin.password)
    await page.keyboard.press('ControlOrMeta+V')
    await expect(login.password()).toHaveValue(SEEDED_ACCOUNTS.admin.password)
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', { level: 1, name: ru.pages.cities })
    await expect(heading).toBeFocused()
    await expect(page).toHaveURL(/\/cities$/)
  })

  test('a wrong password is said under its field, the focus goes to it, and the form is sent again from the keyboard', async ({ page }) => {
    const login = new LoginPage(page)
    await login.open()
    await tabTo(page, login.email())
    await page.keyboard.type(SEEDED_ACCOUNTS.admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('not-the-password')
    await tabTo(page, login.submit())
    await page.keyboard.press('Enter')
    await expect(login.password()).toHaveAccessibleDescription('Wrong password')
    await expect(login.password()).toBeFocused()
    // Typed again, the password is sent with Enter from its field.
    await page.keyboard.press('Control+A')
    await page.keyboard.type(SEEDED_ACCOUNTS.admin.password)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.cities })).toBeFocused()
  })
})
