import type { Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { markupText } from '../../src/shared/i18n/markup'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { shortcutsText } from '../../src/shared/i18n/palette'
import { ru } from '../../src/shared/i18n/ru'
import { expect, expectWellShown, test } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { Shell } from '../pages/shell.page'

const ORGANIZATION_ID = '000000f00000000000000005'

/** No download starts: Ctrl+S never reaches the browser's 'save page'. */
function noDownload(page: Page) {
  const downloads: string[] = []
  page.on('download', (download) => downloads.push(download.suggestedFilename()))
  return downloads
}

test.describe('Keyboard shortcuts', () => {
  test('Ctrl+S saves an edited organization through its save button: validation first, then the outcome modal', async ({
    page,
    loginAs,
  }) => {
    const downloads = noDownload(page)
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(ORGANIZATION_ID)
    await expect(form.heading()).toContainText(ru.pages.organizationEdit)

    // An invalid form: Ctrl+S in a field validates as the button does, nothing is sent.
    const original = await form.name().inputValue()
    await form.name().fill('')
    await form.name().press('Control+S')
    await expect(form.errorSummary()).toBeVisible()

    const name = `${original.slice(0, 80)} (Ctrl+S)`
    await form.name().fill(name)
    await form.name().press('Control+S')
    await expect(form.dialog()).toContainText(organizationFormText.successEdit(name))
    await expectWellShown(page, '[role="dialog"]')
    await form.ok().click()
    await expect(page).toHaveURL(/\/organizations\/view/)
    expect(downloads).toEqual([])
  })

  test('Ctrl+S saves an edited article from inside the markup editor; forbidden fragments still block it', async ({ page, loginAs }) => {
    const downloads = noDownload(page)
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    await expect(screen.editor()).toBeVisible()

    await screen.typeBody('<b>x</b><script>1</script>')
    await screen.editor().press('Control+S')
    const blocked = page.getByRole('dialog', { name: markupText.forbiddenAlertTitle })
    await expect(blocked).toContainText('«script»')
    await blocked.getByRole('button', { name: ru.common.ok }).click()
    await expect(blocked).toBeHidden()

    await screen.typeBody('<h1>Сохранено по Ctrl+S</h1>')
    const sent = page.waitForRequest(
      (request) => /\/api\/admins\/articles\/[0-9a-f]{24}\?/.test(request.url()) && request.method() === 'PUT',
    )
    await screen.editor().press('Control+S')
    await sent
    await expect(screen.article().getByRole('region', { name: articlesText.bodyLabel }).getByRole('heading', { level: 1 })).toHaveText(
      'Сохранено по Ctrl+S',
    )
    expect(downloads).toEqual([])
  })

  test("? lists every shortcut; typed into a field it is text; / goes to the list's search", async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/users')
    await new Shell(page).ready(ru.pages.users)
    const search = page.getByRole('searchbox')

    // In a field, '?' and '/' are typed.
    await search.click()
    await page.keyboard.type('a?/b')
    await expect(search).toHaveValue('a?/b')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Outside fields, '/' focuses the list's search and '?' opens the sheet.
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('/')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('a?/b')
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('Shift+?')
    const sheet = page.getByRole('dialog', { name: shortcutsText.title })
    await expect(sheet).toBeVisible()
    for (const shortcut of shortcutsText.shortcuts) await expect(sheet).toContainText(shortcut.action)
    await expectWellShown(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })
})
