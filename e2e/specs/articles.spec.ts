import type { APIRequestContext, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText } from '../../src/shared/i18n/categories'
import { markupText } from '../../src/shared/i18n/markup'
import { leaveGuardText, ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { pngFiles } from '../files'
import { expect, expectWellShown, test, type MockBackend } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { DraftOfferPart } from '../pages/draft-offer.part'
import { Shell } from '../pages/shell.page'

type Block = { _id: string; name: string; country_id: string }
type Article = { _id: string; name: string; inner_html: string }

/** The admin's token and info-editing countries, for calls the test makes itself. */
async function api(mock: MockBackend, request: APIRequestContext) {
  const { token, user_data } = await mock.login('admin')
  const countries = (user_data.change_info_countries as { _id: string; name: string }[])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
  const headers = { Authorization: `Bearer ${token}` }
  return {
    countries,
    headers,
    blocks: async (countryId: string) =>
      ((await (await request.get(`/api/admins/article-blocks?country_id=${countryId}`, { headers })).json()) as { articleBlocks: Block[] })
        .articleBlocks,
    articles: async (countryId: string, blockId: string) =>
      (
        (await (await request.get(`/api/admins/articles?country_id=${countryId}&article_block_id=${blockId}`, { headers })).json()) as {
          articles: Article[]
        }
      ).articles,
  }
}

/** A flag the payloads below would set if any of them ever ran. */
const ran = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss ?? null)
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

test.describe('Articles (spec sections 2 "Articles screen", 4, 5, 8)', () => {
  test('blocks: create with the short-name message, rename, save sort sends only the changed value, deleting the selected block clears the selection', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await expect(screen.block('Полезное')).toBeVisible()
    await expect(page.getByText(articlesText.selectBlock)).toBeVisible()
    await expectWellShown(page)

    // Create: a one-letter name is refused with 'Минимум 2 символа'; a good one is appended and selected.
    await screen.button(articlesText.newBlock).click()
    await screen.submitName(articlesText.newBlockTitle, 'я', catalogueText.create)
    await expect(screen.dialog(articlesText.newBlockTitle)).toContainText(catalogueText.nameMin)
    await expectWellShown(page, '[role="dialog"]')
    await screen.submitName(articlesText.newBlockTitle, 'Новости', catalogueText.create)
    await expect(screen.dialog(articlesText.newBlockTitle)).toBeHidden()
    await expect(screen.selectedBlock()).toHaveText('Новости')
    await expect(screen.blocksPanel().locator('li').last()).toContainText('Новости')
    await expect(page).toHaveURL(/block=/)
    await expectWellShown(page)

    // Rename: the short name again, then the new name replaces the old one and stays selected.
    await page.getByRole('button', { name: articlesText.renameBlockOf('Новости') }).click()
    await expect(screen.dialog(articlesText.renameBlockTitle).getByRole('textbox')).toHaveValue('Новости')
    await screen.submitName(articlesText.renameBlockTitle, 'А', catalogueText.rename)
    await expect(screen.dialog(articlesText.renameBlockTitle)).toContainText(catalogueText.nameMin)
    await screen.submitName(articlesText.renameBlockTitle, 'Афиша', catalogueText.rename)
    await expect(screen.selectedBlock()).toHaveText('Афиша')
    await expect(screen.block('Новости')).toHaveCount(0)

    // Sort: 'save sort' appears only after a change and sends only the changed row.
    await expect(screen.saveSort()).toBeHidden()
    await screen.sortField('Полезное').fill('9')
    const sent = page.waitForRequest((r) => r.url().includes('/api/admins/article-blocks/sort') && r.method() === 'PUT')
    await screen.saveSort().click()
    const body = (await sent).postDataJSON() as { country_id: string; sort: { articleBlockId: string; sort: number | null }[] }
    expect(body.sort).toHaveLength(1)
    expect(body.sort[0]!.sort).toBe(9)
    expect(body.country_id).toMatch(/^[0-9a-f]{24}$/)
    await expect(screen.saveSort()).toBeHidden()
    await expect(screen.blocksPanel().locator('li')).toContainText(['Документы и визы', 'Жильё и быт', 'Полезное', 'Афиша'])

    // Delete the selected block: confirmed, gone, and the selection cleared.
    await page.getByRole('button', { name: articlesText.deleteBlockOf('Афиша') }).click()
    const confirm = screen.dialog(articlesText.deleteBlockTitle)
    await confirm.getByRole('button', { name: articlesText.deleteBlock, exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(screen.block('Афиша')).toHaveCount(0)
    await expect(screen.selectedBlock()).toHaveCount(0)
    await expect(page.getByText(articlesText.selectBlock)).toBeVisible()
    await expect(page).not.toHaveURL(/block=/)
  })

  test('articles: a new article needs a cover and a 2-character name, a create failure shows the server message, then it is appended; the visibility toggle sends is_visible and is disabled without a body', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await expect(screen.cards()).toHaveCount(4)
    await expectWellShown(page)

    await screen.button(articlesText.newArticle).click()
    const dialog = screen.dialog(articlesText.newArticleTitle)
    await dialog.getByRole('textbox', { name: articlesText.nameLabel }).fill('я')
    await dialog.getByRole('button', { name: articlesText.create }).click()
    await expect(dialog).toContainText(catalogueText.nameMin)
    await expect(dialog).toContainText(articlesText.chooseFile)
    await expectWellShown(page, '[role="dialog"]')
    await dialog.getByRole('textbox', { name: articlesText.nameLabel }).fill('Виза для студентов')
    await dialog.locator('input[type=file]').setInputFiles(pngFiles(1, 'cover'))
    await expect(dialog).not.toContainText(articlesText.chooseFile)
    await expect(dialog.getByRole('img', { name: articlesText.coverPreview })).toBeVisible()

    // A failed create shows the server's message in an alert dialog; what was typed stays.
    await mock.fault({ path: '/api/admins/articles', method: 'POST', status: 400, message: 'Name length minimum 2', times: 1 })
    await dialog.getByRole('button', { name: articlesText.create }).click()
    const alert = page.getByRole('dialog', { name: catalogueText.failedTitle })
    await expect(alert).toContainText(catalogueText.nameMin)
    await expectWellShown(page, '[role="dialog"]')
    await alert.getByRole('button', { name: ru.common.ok }).click()
    await expect(dialog.getByRole('textbox', { name: articlesText.nameLabel })).toHaveValue('Виза для студентов')

    await dialog.getByRole('button', { name: articlesText.create }).click()
    await expect(dialog).toBeHidden()
    await expect(screen.cards()).toHaveCount(5)
    await expect(screen.cards().last()).toContainText('Виза для студентов')
    await expect(screen.card('Виза для студентов').getByRole('img')).toHaveJSProperty('complete', true)

    // The toggle sends is_visible; an article without a body cannot be shown.
    await expect(screen.visibility('Как оформить регистрацию')).toBeChecked()
    const sent = page.waitForRequest((r) => /\/api\/admins\/articles\/[0-9a-f]{24}\?country_id=/.test(r.url()) && r.method() === 'PUT')
    await screen.visibility('Как оформить регистрацию').click({ force: true })
    const body = (await sent).postData() ?? ''
    expect(body).toMatch(/name="is_visible"\r\n\r\nfalse/)
    expect(body).not.toContain('name="inner_html"')
    await expect(screen.visibility('Как оформить регистрацию')).not.toBeChecked()
    await expect(screen.visibility('Мобильная связь')).toBeDisabled()
    await expect(screen.visibility('Виза для студентов')).toBeDisabled()
    await expect(screen.card('Мобильная связь')).toContainText(articlesText.visibleDisabled)
    await expectWellShown(page)

    // Delete an article (confirmed): it leaves the list.
    await page.getByRole('button', { name: articlesText.deleteArticleOf('Виза для студентов') }).click()
    await expectWellShown(page, '[role="dialog"]')
    await screen.dialog(articlesText.deleteArticleTitle).getByRole('button', { name: articlesText.deleteBlock, exact: true }).click()
    await expect(screen.cards()).toHaveCount(4)
  })

  test('edit: the preview follows the markup, forbidden fragments block saving, typed scripts never run, a failed save and a reload keep the text, save replaces it in the list, cancel restores', async ({
    page,
    loginAs,
    mock,
    policyViolations,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    await expect(screen.editor()).toBeVisible()
    await expect(page).toHaveURL(/edit=true/)

    // The live preview follows the typed markup: a heading, a list, a link (new tab, no opener).
    await screen.typeBody('<h2>Шаги</h2><ul><li>Первый</li></ul><a href="https://example.org/help">Ссылка</a>')
    const preview = screen.preview()
    await expect(preview.getByRole('heading', { level: 2, name: 'Шаги' })).toBeVisible()
    await expect(preview.getByRole('listitem')).toHaveText('Первый')
    await expect(preview.getByRole('link', { name: 'Ссылка' })).toHaveAttribute('target', '_blank')
    await expect(preview.getByRole('link', { name: 'Ссылка' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expectWellShown(page)

    // A forbidden fragment: marked in the editor, the preview says so, saving is blocked by an alert naming it.
    await screen.typeBody(`<b>Текст</b>${PAYLOAD}`)
    await expect(preview).toContainText(markupText.forbiddenPreview)
    await expect(page.locator('.cm-forbidden').first()).toHaveText('onerror=')
    await expect(page.locator('.cm-forbidden', { hasText: 'script' })).toHaveCount(2)
    await screen.button(ru.common.save).click()
    const blocked = page.getByRole('dialog', { name: markupText.forbiddenAlertTitle })
    await expect(blocked).toContainText('«onerror=»')
    await expect(blocked).toContainText('«script»')
    policyViolations.expectRefusedInlineHandlers()
    await blocked.getByRole('button', { name: ru.common.ok }).click()
    expect(await ran(page)).toBeNull()

    // A failed save keeps every character.
    const body = '<h1>Новый текст</h1><ul><li>паспорт</li></ul>'
    await screen.typeBody(body)
    await screen.articleName().fill('Регистрация по месту жительства')
    await screen.articleSort().fill('')
    await mock.fault({ path: '/api/admins/articles/*', method: 'PUT', status: 500, message: 'Boom', times: 1 })
    await screen.button(ru.common.save).click()
    await expect(page.getByRole('alert').filter({ hasText: articlesText.saveFailed })).toContainText('Boom')
    await expect(screen.editor()).toHaveText(body)
    await expect(screen.articleName()).toHaveValue('Регистрация по месту жительства')

    // An accidental reload (confirmed in the browser's leave prompt) offers the text being edited back.
    const draft = new DraftOfferPart(page)
    await expect(draft.kept()).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await draft.restore().click()
    await expect(screen.editor()).toHaveText(body)
    await expect(screen.articleName()).toHaveValue('Регистрация по месту жительства')

    // In-app navigation with unsaved changes asks first.
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: shellText.nav.complaints }).click()
    await page.getByRole('dialog', { name: leaveGuardText.title }).getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(screen.editor()).toHaveText(body)

    // Save sends the changed parts and replaces the article in the list.
    const sent = page.waitForRequest((r) => /\/api\/admins\/articles\/[0-9a-f]{24}\?/.test(r.url()) && r.method() === 'PUT')
    await screen.button(ru.common.save).click()
    expect((await sent).postData()).toContain('[["name","Регистрация по месту жительства"],["sort",null]]')
    await expect(screen.article().getByRole('heading', { name: 'Регистрация по месту жительства' })).toBeVisible()
    await expect(screen.article().getByRole('region', { name: articlesText.bodyLabel }).getByRole('heading', { level: 1 })).toHaveText(
      'Новый текст',
    )
    await screen.button(articlesText.backToList).click()
    await expect(screen.cards()).toHaveCount(4)
    await expect(screen.card('Регистрация по месту жительства')).toBeVisible()
    await expect(screen.card('Как оформить регистрацию')).toHaveCount(0)

    // Cancel restores what was saved, and nothing is kept for a reload.
    await page.getByRole('button', { name: `${articlesText.edit}: Регистрация по месту жительства` }).click()
    await screen.typeBody('<h3>Черновик</h3>')
    await screen.button(ru.common.cancel).click()
    await expect(screen.article().getByRole('region', { name: articlesText.bodyLabel }).getByRole('heading', { level: 1 })).toHaveText(
      'Новый текст',
    )
    await screen.button(articlesText.edit).click()
    await expect(screen.editor()).toHaveText(body)
    await expect(draft.offer()).toHaveCount(0)
  })

  test('markup stored with an <img onerror> and a <script> never runs in the view; switching the system country shows that country’s blocks', async ({
    page,
    loginAs,
    mock,
    request,
    policyViolations,
  }) => {
    const calls = await api(mock, request)
    const [kz, kg] = calls.countries
    const [block] = await calls.blocks(kz!._id)
    const [article] = await calls.articles(kz!._id, block!._id)
    // Written by another client that skipped the forbidden-fragment check.
    const put = await request.put(`/api/admins/articles/${article!._id}?country_id=${kz!._id}`, {
      headers: calls.headers,
      multipart: { inner_html: `<h2>Опасный текст</h2>${PAYLOAD}` },
    })
    expect(put.ok()).toBe(true)
    const created = await request.post('/api/admins/article-blocks', {
      headers: calls.headers,
      data: { name: 'Только в Казахстане', country_id: kz!._id },
    })
    expect(created.ok()).toBe(true)

    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open(`?block=${block!._id}&article=${article!._id}`)
    const body = screen.article().getByRole('region', { name: articlesText.bodyLabel })
    await expect(body.getByRole('heading', { level: 2 })).toHaveText('Опасный текст')
    await expect(body.locator('img')).toHaveCount(1)
    await expect(body.locator('img')).not.toHaveAttribute('onerror')
    await expect(body.locator('script')).toHaveCount(0)
    // The broken image has had its chance to fire onerror.
    await expect(body.locator('img')).toHaveJSProperty('complete', true)
    expect(await ran(page)).toBeNull()
    policyViolations.expectRefusedInlineHandlers()
    await expect(screen.block('Только в Казахстане')).toBeVisible()

    // Another system country: its own blocks, and the selection of the old one is gone.
    const shell = new Shell(page)
    await shell.countrySelect().selectOption({ label: kg!.name })
    await expect(screen.block('Только в Казахстане')).toHaveCount(0)
    await expect(screen.block('Полезное')).toBeVisible()
    await expect(page).not.toHaveURL(/block=/)
    const kgBlocks = await calls.blocks(kg!._id)
    await expect(screen.blocksPanel().locator('li')).toHaveCount(kgBlocks.length)
  })
})
