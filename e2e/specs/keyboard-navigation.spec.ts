import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expect, expectWellShown, test } from '../fixtures'
import { focused, tabTo } from '../keyboard'
import { Shell } from '../pages/shell.page'

test.describe('Keyboard alone: the skip link, the navigation and the country switch (WCAG 2.4.1, 2.4.2, 2.4.3, 2.1.1)', () => {
  test('the first Tab shows "Перейти к содержимому"; Enter leads past the navigation, and the next Tab is in the screen', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    await page.goto('/organizations/view')
    const shell = new Shell(page)
    await shell.ready(ru.pages.organizationsView)
    const skip = page.getByRole('link', { name: shellText.skipToContent })
    await expect(skip).not.toBeInViewport()

    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await expectWellShown(page)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await expect(page).toHaveURL(/\/organizations\/view$/)

    await page.keyboard.press('Tab')
    await expect(focused(page)).toHaveCount(1)
    expect(await focused(page).evaluate((element) => element.closest('main') !== null), 'the focus is in the screen').toBe(true)
    expect(await shell.nav().evaluate((nav) => nav.contains(document.activeElement))).toBe(false)
  })

  test('a nav entry is opened with Enter, and the focus lands on the new screen’s heading; Tab goes on from there', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    // The first screen of a tab keeps the browser's start: nothing is focused for the person.
    await expect(shell.heading()).not.toBeFocused()

    await tabTo(page, shell.navLink(shellText.nav.users))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/users/)
    const heading = page.getByRole('heading', { level: 1, name: ru.pages.users })
    await expect(heading).toBeFocused()
    // The tab's title names the screen.
    await expect(page).toHaveTitle(`${ru.pages.users} — ${shellText.productSubtitle}`)
    await page.keyboard.press('Tab')
    expect(await focused(page).evaluate((element) => element.closest('main') !== null), 'Tab goes on in the screen').toBe(true)

    // Back with Shift+Tab to the navigation, and on to another screen.
    await tabTo(page, shell.navLink(shellText.nav.categories), { back: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.categories })).toBeFocused()
  })

  test('the system country is switched from the keyboard: the switch keeps the focus and the badge follows', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    await tabTo(page, shell.countrySelect())
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Казахстан')
    const badge = await shell.complaintsBadge().innerText()
    // A closed native select takes the arrow keys as the next and previous option.
    await page.keyboard.press('ArrowDown')
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Кыргызстан')
    await expect(shell.countrySelect()).toBeFocused()
    await expect(shell.complaintsBadge()).not.toHaveText(badge)
    await page.keyboard.press('ArrowDown')
    await expect(shell.countrySelect().locator('option:checked')).toHaveText('Россия')
    await expect(shell.countrySelect()).toBeFocused()
  })
})
