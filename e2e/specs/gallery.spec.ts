import { catalogueText } from '../../src/shared/i18n/categories'
import { galleryText } from '../../src/shared/i18n/gallery'
import { markupText } from '../../src/shared/i18n/markup'
import { copyText, leaveGuardText, photoGridText, photosText, ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { DraftOfferPart } from '../pages/draft-offer.part'
import { GalleryPage } from '../pages/gallery.page'
import { failedUploadKeepsFilesForRetry } from '../pages/photo-grid.flows'
import { Shell } from '../pages/shell.page'
import { toast } from '../toasts'

const t = galleryText
/** The seed (mocks/seed-information.ts): the admin's system country is Казахстан. */
const SECTION = 'Полезная информация'
const FIRST_ITEM = 'Казахстан — коротко о стране'
const OTHER_ITEM = 'Валюта и оплата'

test.describe('Gallery (spec section 2 "Gallery screen", sections 4, 5 and 8)', () => {
  test('sections collapse and open; choosing an item shows its photos, kept in the URL; a photo opens in a big view; its copied tag has width 326 and the scaled height', async ({
    page,
    context,
    loginAs,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await expect(new Shell(page).navLink(shellText.nav.gallery)).toHaveAttribute('target', '_blank')
    await expect(page.getByText(t.chooseItem)).toBeVisible()
    await expectWellShown(page)

    await expect(gallery.sectionToggle(SECTION)).toHaveAttribute('aria-expanded', 'true')
    await gallery.sectionToggle(SECTION).click()
    await expect(gallery.sectionToggle(SECTION)).toHaveAttribute('aria-expanded', 'false')
    await expect(gallery.item(FIRST_ITEM)).toBeHidden()
    await gallery.sectionToggle(SECTION).click()
    await expect(gallery.item(FIRST_ITEM)).toBeVisible()

    await gallery.item(OTHER_ITEM).click()
    await expect(page).toHaveURL(/[?&]item=/)
    await expect(gallery.itemTitle()).toHaveText(OTHER_ITEM)
    const label = gallery.photosLabel(OTHER_ITEM)
    await expect(gallery.grid.photos(label).first()).toBeVisible()
    const names = await gallery.grid.names(label)
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(names.every((name) => name.startsWith(OTHER_ITEM))).toBe(true)
    await expectWellShown(page)

    await gallery.grid.open(names[0]!).click()
    await expect(gallery.grid.bigPhoto()).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    // The big view animates closed with its photo and gives the focus back to the photo that opened it.
    await expectClosesBackTo(gallery.grid.dialog(names[0]!), gallery.grid.open(names[0]!), () =>
      gallery.grid.dialog(names[0]!).getByRole('button', { name: ru.common.close }).click(),
    )

    // The seed's second photo of the item is 400 × 300: 326 × 300 / 400 = 244.5, rounded to 245.
    const photo = `${OTHER_ITEM} 2`
    await gallery.copyTag(photo).click()
    await expect(gallery.grid.list(label).getByRole('button', { name: copyText.copied })).toBeVisible()
    const tag = await page.evaluate(() => navigator.clipboard.readText())
    const src = /^<img src="(http:\/\/[^"]+\/2-400x300\.jpg)" width="326" height="245" \/>$/.exec(tag)?.[1]
    expect(src, tag).toBeTruthy()
    // The full URL serves the photo; the feedback goes after 1200 ms.
    expect((await request.get(src!)).ok()).toBe(true)
    await expect(gallery.copyTag(photo)).toBeVisible()

    // The choice lives in the URL.
    await page.reload()
    await expect(gallery.itemTitle()).toHaveText(OTHER_ITEM)
    await expect(gallery.selectedItem()).toHaveText(OTHER_ITEM)
  })

  test('adding 16 files keeps the first 15 and says so; a photo deleted after "Удалить?" leaves the grid', async ({ page, loginAs }) => {
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await gallery.item(FIRST_ITEM).click()
    const label = gallery.photosLabel(FIRST_ITEM)
    await expect(gallery.grid.photos(label).first()).toBeVisible()
    const before = await gallery.grid.names(label)

    await gallery.grid.fileInput().setInputFiles(pngFiles(LIMITS.photosMax + 1, 'many'))
    await expect(gallery.grid.warning()).toContainText(photoGridText.tooMany(LIMITS.photosMax, LIMITS.photosMax + 1))
    // The screen itself was checked in the first flow: here the modal.
    await expectWellShown(page, '[role="dialog"]')
    await gallery.grid.warning().getByRole('button', { name: ru.common.ok }).click()
    await expect(gallery.grid.resultDialog('success')).toContainText(photosText.saved(LIMITS.photosMax))
    await gallery.grid.closeResult('success')
    await expect(gallery.grid.addButton()).toBeFocused()
    // Shown at once, in front.
    const after = await gallery.grid.names(label)
    expect(after).toEqual([...pngFiles(LIMITS.photosMax, 'many').map((file) => file.name), ...before])

    const target = before[0]!
    await gallery.grid.delete(target).click()
    await expect(gallery.grid.confirmDialog()).toContainText(photosText.deleteText)
    await expect(gallery.grid.confirmPhoto()).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await gallery.grid.confirmDelete().click()
    await expect(gallery.grid.resultDialog('success')).toContainText(photosText.deleted)
    await gallery.grid.closeResult('success')
    // The deleted photo's button is gone: the focus goes to adding photos rather than to the page.
    await expect(gallery.grid.addButton()).toBeFocused()
    await expect(gallery.grid.photos(label)).toHaveCount(after.length - 1)
    expect(await gallery.grid.names(label)).not.toContain(target)
  })

  test('a failed upload keeps the chosen files: leaving asks first, and Повторить sends them once; the photos show in front', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await gallery.item(FIRST_ITEM).click()
    await expect(gallery.grid.photos(gallery.photosLabel(FIRST_ITEM)).first()).toBeVisible()
    await failedUploadKeepsFilesForRetry(gallery.grid, mock, {
      uploadPath: '/api/admins/gallery',
      label: gallery.photosLabel(FIRST_ITEM),
      navEntry: page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: shellText.nav.articles }),
    })
  })

  test('an information item’s name, visibility and content are edited and saved (a forbidden fragment blocks the save, a failed save keeps what was typed); the editor loads only when an item is edited', async ({
    page,
    loginAs,
    mock,
  }) => {
    // One flow through the editor's states, each checked for layout and axe at three widths.
    test.slow()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await gallery.item(FIRST_ITEM).click()
    await expect(gallery.grid.photos(gallery.photosLabel(FIRST_ITEM)).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const loadedBeforeEdit = scripts.length

    await gallery.editButton().click()
    await expect(page).toHaveURL(/edit=true/)
    const markup = gallery.markup
    await expect(markup.editor()).toBeVisible()
    // The editor's code (chunk files are bare hashes) arrives with the edit, not with the screen.
    expect(scripts.length).toBeGreaterThan(loadedBeforeEdit)
    await expect(gallery.nameInput()).toHaveValue(FIRST_ITEM)
    await expect(gallery.visibleSwitch()).toBeChecked()
    // The screen was checked in the first flow: here the editor.
    await expectWellShown(page, 'form')

    // The name needs at least 2 characters.
    await gallery.nameInput().fill(' К ')
    await page.getByRole('button', { name: ru.common.save }).click()
    await expect(gallery.editor(FIRST_ITEM)).toContainText(catalogueText.nameMin)

    // A forbidden fragment: the preview says so and saving is blocked by an alert naming it.
    const name = 'Казахстан: главное'
    await gallery.nameInput().fill(name)
    await gallery.visibleSwitch().uncheck()
    await markup.type('<h3>Кратко</h3><script>alert(1)</script>')
    await expect(markup.preview()).toContainText(markupText.forbiddenPreview)
    await page.getByRole('button', { name: ru.common.save }).click()
    await expect(markup.blockedDialog()).toContainText('«script»')
    await expectWellShown(page, '[role="dialog"]')
    await markup.blockedDialog().getByRole('button', { name: ru.common.ok }).click()

    // A failed save shows the server message and keeps everything typed, through a reload as well.
    const body = '<h3>Кратко</h3><p>Столица — Астана</p>'
    await markup.type(body)
    await expect(markup.preview().getByRole('heading', { level: 3 })).toHaveText('Кратко')
    await mock.fault({ path: '/api/admins/infos', method: 'PUT', status: 500, message: 'Boom', times: 1 })
    await page.getByRole('button', { name: ru.common.save }).click()
    await expect(page.getByRole('alert').filter({ hasText: t.saveFailed })).toContainText('Boom')
    await expectWellShown(page)
    await expect(markup.editor()).toHaveText(body)
    await expect(gallery.nameInput()).toHaveValue(name)
    const draft = new DraftOfferPart(page)
    await expect(draft.kept()).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await draft.restore().click()
    await expect(markup.editor()).toHaveText(body)
    await expect(gallery.nameInput()).toHaveValue(name)
    await expect(gallery.visibleSwitch()).not.toBeChecked()

    // Leaving with unsaved changes asks first.
    await gallery.item(OTHER_ITEM).click()
    await expect(page.getByRole('dialog', { name: leaveGuardText.title })).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await page.getByRole('dialog', { name: leaveGuardText.title }).getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(markup.editor()).toHaveText(body)

    // Save sends only the changed parts; the table and the heading show the saved item.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/admins/infos') && request.method() === 'PUT')
    await page.getByRole('button', { name: ru.common.save }).click()
    expect((await sent).postDataJSON()).toEqual({
      country_id: expect.any(String),
      information_item_id: expect.any(String),
      name,
      inner_html: body,
      is_visible: false,
    })
    await expect(toast(page, t.saved)).toBeVisible()
    await expect(markup.editor()).toBeHidden()
    await expect(page).not.toHaveURL(/edit=/)
    await expect(gallery.itemTitle()).toHaveText(name)
    await expect(gallery.hiddenMarker(name)).toBeVisible()
    await expect(gallery.selectedItem()).toContainText(name)
    await expect(gallery.selectedItem()).toContainText(t.hidden)
    await expectWellShown(page)

    // Stored: the editor opens on the saved values, with no draft.
    await gallery.editButton().click()
    await expect(markup.editor()).toHaveText(body)
    await expect(gallery.nameInput()).toHaveValue(name)
    await expect(draft.offer()).toHaveCount(0)
  })

  test('switching the system country reloads the information table; a failed load shows the message with a retry', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    await expect(gallery.item(FIRST_ITEM)).toBeVisible()
    await mock.fault({ path: '/api/static-data/info-table', method: 'GET', status: 500, message: 'Boom', times: 1 })
    await new Shell(page).countrySelect().selectOption({ label: 'Россия' })
    const failure = page.getByRole('alert').filter({ hasText: t.tableFailed })
    await expect(failure).toContainText('Boom')
    await expectWellShown(page)
    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(gallery.item('Россия — коротко о стране')).toBeVisible()
    await expect(gallery.item(FIRST_ITEM)).toBeHidden()
  })
})
