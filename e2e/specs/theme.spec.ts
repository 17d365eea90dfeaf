import type { Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expect, expectWellShown, test } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { Shell } from '../pages/shell.page'

const t = shellText.theme

/** The page's colour scheme as Mantine applies it. */
const scheme = (page: Page) => page.locator('html')

test.describe('Dark theme', () => {
  test('the account block switches light, dark or as the system says; the choice outlives a reload', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/cities')
    const shell = new Shell(page)
    await shell.ready(ru.pages.cities)
    const themes = page.getByRole('radiogroup', { name: t.label })
    await expect(themes.getByRole('radio', { name: t.auto })).toBeChecked()
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light')

    // As the system says: it follows the system's scheme as it changes.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light')

    await themes.getByText(t.dark, { exact: true }).click()
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(31, 31, 31)')
    await expectWellShown(page)

    await page.reload()
    await shell.ready(ru.pages.cities)
    await expect(themes.getByRole('radio', { name: t.dark })).toBeChecked()
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')

    // A chosen scheme holds whatever the system says.
    await themes.getByText(t.light, { exact: true }).click()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(themes.getByRole('radio', { name: t.light })).toBeChecked()
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(248, 249, 250)')

    // Keyboard: the arrow keys move the choice, as in any radio group.
    await themes.getByRole('radio', { name: t.light }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(themes.getByRole('radio', { name: t.dark })).toBeChecked()
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  test("the markup editor's highlighting and the preview change with the scheme", async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.emulateMedia({ colorScheme: 'dark' })
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    await expect(screen.editor()).toBeVisible()
    const tagName = page
      .locator('.cm-content span')
      .filter({ hasText: /^[a-z][a-z0-9]*$/ })
      .first()
    // indigo.3 on the dark surface, indigo.9 on white: each keeps 4.5:1 on its own background.
    await expect(tagName).toHaveCSS('color', 'rgb(145, 167, 255)')
    await expect(page.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(36, 36, 36)')
    await expect(screen.preview()).toHaveCSS('color', 'rgb(201, 201, 201)')
    await expectWellShown(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(tagName).toHaveCSS('color', 'rgb(54, 79, 199)')
    await expect(page.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })
})
