import { templatePhotosText } from '../../src/shared/i18n/gallery'
import { photoGridText, photosText, ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { failedUploadKeepsFilesForRetry } from '../pages/photo-grid.flows'
import { Shell } from '../pages/shell.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'

const t = templatePhotosText
const FIRST_CATEGORY = 'Кафе и рестораны'
const EMPTY_CATEGORY = 'Спорт'

test.describe('Template photos (spec section 2 "Template photos screen", sections 4, 5 and 8)', () => {
  test('the first category is selected; the list collapses; an empty folder shows its text; a photo opens in a big view', async ({
    page,
    loginAs,
  }) => {
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    // The nav entry opens in a new tab.
    await expect(new Shell(page).navLink(shellText.nav.templatePhotos)).toHaveAttribute('target', '_blank')
    await expect(screen.selectedCategory()).toHaveText(FIRST_CATEGORY)
    await expect(screen.folderTitle()).toHaveText(FIRST_CATEGORY)
    const label = t.photosOf(FIRST_CATEGORY)
    await expect(screen.grid.photos(label)).not.toHaveCount(0)
    // A photo without a title says so, in the spec's words (section 2: 'title or No title').
    await expect(screen.grid.list(label).getByText('No title', { exact: true }).first()).toBeVisible()
    await expectWellShown(page)

    const [firstName] = await screen.grid.names(label)
    await screen.grid.open(firstName!).click()
    const bigView = screen.grid.dialog(firstName!)
    await expect(screen.grid.bigPhoto()).toBeVisible()
    // Escape closes it: it fades out and the focus is back on the photo.
    await expectClosesBackTo(bigView, screen.grid.open(firstName!), () => page.keyboard.press('Escape'))

    await screen.categoriesToggle().click()
    await expect(screen.categoriesToggle()).toHaveAttribute('aria-expanded', 'false')
    await expect(screen.category(EMPTY_CATEGORY)).toBeHidden()
    await screen.categoriesToggle().click()
    // The list opens with a height transition: the last category is clickable once it is fully shown.
    await expect(screen.category(EMPTY_CATEGORY)).toBeInViewport({ ratio: 1 })
    await screen.category(EMPTY_CATEGORY).click()
    await expect(page).toHaveURL(/[?&]category=/)
    await expect(screen.folderTitle()).toHaveText(EMPTY_CATEGORY)
    await expect(screen.emptyText()).toBeVisible()
    await expectWellShown(page)
    // The choice lives in the URL: a reload keeps it.
    await page.reload()
    await expect(screen.folderTitle()).toHaveText(EMPTY_CATEGORY)
    await expect(screen.selectedCategory()).toHaveText(EMPTY_CATEGORY)
  })

  test('added photos are prepended with upload progress; 16 files open "Внимание" and only the first 15 are saved', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const label = t.photosOf(FIRST_CATEGORY)
    const before = await screen.grid.names(label)

    await mock.fault({ path: '/api/admins/template-photos', method: 'POST', delay: 1200, times: 1 })
    await screen.grid.fileInput().setInputFiles(pngFiles(2, 'new'))
    await expect(screen.grid.progress()).toBeVisible()
    await expect(screen.grid.resultDialog('success')).toContainText(photosText.saved(2))
    await screen.grid.closeResult('success')
    await expect(screen.grid.photos(label)).toHaveCount(before.length + 2)
    expect((await screen.grid.names(label)).slice(0, 3)).toEqual(['new-1.png', 'new-2.png', before[0]])

    await screen.grid.fileInput().setInputFiles(pngFiles(LIMITS.photosMax + 1, 'many'))
    await expect(screen.grid.warning()).toContainText(photoGridText.tooMany(LIMITS.photosMax, LIMITS.photosMax + 1))
    await expectWellShown(page, '[role="dialog"]')
    await screen.grid.warning().getByRole('button', { name: ru.common.ok }).click()
    await expect(screen.grid.resultDialog('success')).toContainText(photosText.saved(LIMITS.photosMax))
    await screen.grid.closeResult('success')
    const names = await screen.grid.names(label)
    expect(names).toHaveLength(before.length + 2 + LIMITS.photosMax)
    expect(names.slice(0, LIMITS.photosMax + 1)).toEqual([...pngFiles(LIMITS.photosMax, 'many').map((file) => file.name), 'new-1.png'])
  })

  test('a failed upload keeps the chosen files: leaving asks first, and Повторить sends them once; the photos show in front', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const label = t.photosOf(FIRST_CATEGORY)
    await expect(screen.grid.photos(label).first()).toBeVisible()
    await failedUploadKeepsFilesForRetry(screen.grid, mock, {
      uploadPath: '/api/admins/template-photos',
      label,
      navEntry: page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: shellText.nav.organizations }),
    })
  })

  test('copy id puts the photo id on the clipboard and the toast goes away by itself; delete asks "Удалить?"; a failed delete leaves the grid as it was; a confirmed one removes the photo', async ({
    page,
    context,
    loginAs,
    mock,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const label = t.photosOf(FIRST_CATEGORY)
    const before = await screen.grid.names(label)

    await screen.copyId(before[0]!).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^[0-9a-f]{24}$/)
    await expect(screen.toast(copied)).toBeVisible()
    // The id is a real template photo, as the organization form's picker takes it.
    const { token } = await mock.login('manager')
    expect((await request.get(`/api/admins/template-photos/${copied}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
    // Closes by itself after 2 s (spec section 9).
    await expect(screen.toast(copied)).toBeHidden({ timeout: LIMITS.toastShortMs + 2000 })
    const target = before.find((name) => !name.startsWith(photoGridText.photoName(0).slice(0, 4)))!

    await mock.fault({ path: '/api/admins/template-photos/*', method: 'DELETE', status: 500, message: 'Boom', times: 1 })
    await screen.grid.delete(target).click()
    await expect(screen.grid.confirmDialog()).toContainText(photosText.deleteText)
    await expect(screen.grid.confirmPhoto()).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await screen.grid.confirmDelete().click()
    await expect(screen.grid.resultDialog('error')).toContainText(`${photosText.failure}: Boom`)
    await expectWellShown(page, '[role="dialog"]')
    await screen.grid.closeResult('error')
    expect(await screen.grid.names(label)).toEqual(before)

    await screen.grid.delete(target).click()
    // After a delete the list is reloaded from the server (spec section 4 "Photos"): a list call follows the delete call.
    let deleteSent = false
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/api/admins/template-photos/')) deleteSent = true
    })
    const reloaded = page.waitForResponse(
      (response) =>
        deleteSent && response.request().method() === 'GET' && response.url().includes('/api/admins/template-photos?category_id='),
    )
    await screen.grid.confirmDelete().click()
    expect((await reloaded).ok()).toBe(true)
    await expect(screen.grid.resultDialog('success')).toContainText(photosText.deleted)
    await screen.grid.closeResult('success')
    await expect(screen.grid.photos(label)).toHaveCount(before.length - 1)
    expect(await screen.grid.names(label)).not.toContain(target)
  })
})
