import type { APIRequestContext, Page } from '@playwright/test'
import type { CallRecord } from '../../mocks/store'
import { categoriesText } from '../../src/shared/i18n/categories'
import { ru, photosText } from '../../src/shared/i18n/ru'
import { readImageHeader } from '../../src/shared/photos/image-header'
import { PHOTO_PREPARATION } from '../../src/shared/photos/photo-sizing'
import { withExifOrientation } from '../files'
import { expect, expectAccessible, expectWellShown, test } from '../fixtures'
import { CategoriesPage } from '../pages/categories.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'
import { phoneJpeg, redCorner, undecodableJpeg, type PhoneJpeg } from '../photo-files'

const t = photosText

type ApiPhoto = { _id: string; url: string; title?: string; width?: number | null; height?: number | null }
type ApiOrganization = { _id: string; carousel_photos: ApiPhoto[] }

async function organizations(request: APIRequestContext): Promise<ApiOrganization[]> {
  const response = await request.get('/api/organizations?per_page=500')
  return ((await response.json()) as { organizations: ApiOrganization[] }).organizations
}

/** A DataTransfer holding a small picture made in the page, as a drop or a paste gives it. */
async function transferWith(page: Page, name: string, type: string) {
  return page.evaluateHandle(
    async ([fileName, fileType]) => {
      const canvas = new OffscreenCanvas(640, 480)
      const context = canvas.getContext('2d')!
      context.fillStyle = 'rgb(40 120 200)'
      context.fillRect(0, 0, 640, 480)
      const blob = await canvas.convertToBlob({ type: fileType })
      const transfer = new DataTransfer()
      transfer.items.add(new File([blob], fileName, { type: fileType }))
      return transfer
    },
    [name, type] as const,
  )
}

/** The files of the last photos/add call as the mock received them: name, type and size. */
function sentFiles(call: CallRecord | undefined): { name: string; type: string; size: number }[] {
  const body = call?.request
  if (!body || body.kind !== 'form') return []
  return body.fields.flatMap((field) => ('file' in field && field.file ? [field.file] : []))
}

/** Chooses `file` alone on the organization's photo page and saves it once it is prepared; answers the bytes the server keeps. */
async function savedAlone(
  photos: OrganizationPhotosPage,
  request: APIRequestContext,
  organizationId: string,
  file: PhoneJpeg,
): Promise<Buffer> {
  await photos.fileInput().setInputFiles([file])
  await expect(photos.newPreviews().getByText(t.stage.ready)).toHaveCount(1)
  await photos.save().click()
  await expect(photos.dialog(ru.common.success)).toContainText(t.saved(1))
  await photos.ok().click()
  const stored = (await (await request.get(`/api/organizations/${organizationId}`)).json()) as { organization: ApiOrganization }
  const photo = stored.organization.carousel_photos.find((one) => one.title === file.name)!
  return (await request.get(photo.url)).body()
}

test.describe('Photos as people take them', () => {
  test('a phone photo goes up upright, at most 2560 px and half its bytes, without EXIF; a dropped and a pasted photo join the new ones; HEIC is refused by name; a 413 keeps the files and the retry sends them; one the worker cannot decode goes up stripped, without its position', async ({
    page,
    loginAs,
    request,
    mock,
  }) => {
    test.slow()
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length >= 1 && o.carousel_photos.length <= 5)!
    const saved = organization.carousel_photos.length
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)

    // A 4032 × 3024 phone photo, and one marked sideways (EXIF orientation 6), both with a GPS tag.
    const upright = await phoneJpeg(page, { name: 'upright.jpg', width: 4032, height: 3024, seed: 1 })
    const sideways = await phoneJpeg(page, { name: 'sideways.jpg', width: 4032, height: 3024, orientation: 6, seed: 2 })
    expect(readImageHeader(sideways.buffer)).toMatchObject({ width: 4032, height: 3024, orientation: 6, hasMetadata: true })
    await photos.fileInput().setInputFiles([upright, sideways])
    await expect(photos.newPreviews()).toHaveCount(2)
    // Each preview shows its own progress while it is prepared, then the prepared photo.
    await expect(photos.newPreviews().locator('img')).toHaveCount(2, { timeout: 30_000 })
    await expect(photos.newPreviews().getByText(t.stage.ready)).toHaveCount(2)
    await expectAccessible(page)
    await expectWellShown(page)

    // Dropped onto the page: the drop target shows while the file is dragged, the photo joins the new ones in front.
    const dropped = await transferWith(page, 'dropped.jpg', 'image/jpeg')
    await page.dispatchEvent('body', 'dragenter', { dataTransfer: dropped })
    const zone = page.getByText(t.dropHere(t.add))
    await expect(zone).toBeVisible()
    await expectAccessible(page)
    await expectWellShown(page)
    await page.dispatchEvent('[data-photo-target]', 'dragenter', { dataTransfer: dropped })
    await page.dispatchEvent('[data-photo-target]', 'dragover', { dataTransfer: dropped })
    await page.dispatchEvent('[data-photo-target]', 'drop', { dataTransfer: dropped })
    await expect(zone).toBeHidden()
    await expect(photos.newPreviews()).toHaveCount(3)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('dropped.jpg'))

    // Pasted (Ctrl+V) outside a text field: it joins them too.
    await photos.addPhotos().focus()
    const pasted = await transferWith(page, 'pasted.png', 'image/png')
    await page.evaluate((transfer) => {
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }))
    }, pasted)
    await expect(photos.newPreviews()).toHaveCount(4)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('pasted.png'))

    // A HEIC photo is refused by its name, with the sentence to send it as JPEG; nothing joins.
    await photos.fileInput().setInputFiles([{ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('ftypheic') }])
    await expect(photos.newArea()).toContainText(t.heic('IMG_0042.HEIC'))
    await expect(photos.newPreviews()).toHaveCount(4)

    // The server refuses the upload as too large (413): its own text, not 'Server error'; the files stay for the retry.
    const addPath = `/api/admins/organizations/${organization._id}/photos/add`
    await mock.fault({ path: addPath, status: 413, message: 'Request Entity Too Large', times: 1 })
    await photos.save().click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: ${ru.errors.tooLarge}`)
    await expectAccessible(page, '[role="dialog"]')
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(4)
    await photos.save().click()
    await expect(photos.dialog(ru.common.success)).toContainText(t.saved(4))
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(saved + 4)

    // What went up: the last add call's files, and the stored photos.
    const calls = (await mock.calls()).filter((call) => call.method === 'POST' && call.path === addPath)
    expect(calls.map((call) => call.status)).toEqual([200, 413])
    const files = sentFiles(calls[0])
    // The pasted screenshot has no transparency: it goes as a JPEG, named so.
    expect(files.map((file) => `${file.name} ${file.type}`)).toEqual([
      'pasted.jpg image/jpeg',
      'dropped.jpg image/jpeg',
      'upright.jpg image/jpeg',
      'sideways.jpg image/jpeg',
    ])
    expect(files[2]!.size).toBeLessThanOrEqual(upright.buffer.length / 2)
    expect(files[3]!.size).toBeLessThanOrEqual(sideways.buffer.length / 2)

    const stored = (await (await request.get(`/api/organizations/${organization._id}`)).json()) as { organization: ApiOrganization }
    const byTitle = (title: string) => stored.organization.carousel_photos.find((photo) => photo.title === title)!
    expect(byTitle('upright.jpg')).toMatchObject({ width: PHOTO_PREPARATION.longSideMaxPx, height: 1920 })
    // Marked sideways: its pixels are turned (portrait now), the stored top-left corner is at the top right.
    expect(byTitle('sideways.jpg')).toMatchObject({ width: 1920, height: PHOTO_PREPARATION.longSideMaxPx })
    expect(await redCorner(page, byTitle('sideways.jpg').url)).toEqual({ width: 1920, height: 2560, corner: 'top-right' })
    expect(await redCorner(page, byTitle('upright.jpg').url)).toMatchObject({ corner: 'top-left' })
    // No EXIF, no GPS left in what the server keeps.
    for (const title of ['upright.jpg', 'sideways.jpg']) {
      const bytes = (await request.get(byTitle(title).url)).body()
      expect(readImageHeader(new Uint8Array(await bytes))).toMatchObject({ orientation: 1, hasMetadata: false })
    }

    // A photo the loaded worker fails to decode: it is stripped instead, keeping only its orientation.
    const undecodable = await undecodableJpeg(page, { name: 'undecodable.jpg', width: 1600, height: 1200, orientation: 6 })
    expect(gpsInExif(undecodable.buffer)).toBe(true)
    const strippedBytes = await savedAlone(photos, request, organization._id, undecodable)
    await expect(photos.savedPhotos()).toHaveCount(saved + 5)
    expect(gpsInExif(strippedBytes)).toBe(false)
    expect(readImageHeader(new Uint8Array(strippedBytes))).toMatchObject({ width: 1600, height: 1200, orientation: 6 })
  })

  test('when the photo worker cannot load (its file gone after a deploy), a phone photo is stripped on the page: it goes up without its position, still upright', async ({
    page,
    loginAs,
    request,
    mock,
  }) => {
    test.slow()
    await page.route('**/assets/photo-worker*', (route) => route.fulfill({ status: 404, body: '' }))
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length >= 1 && o.carousel_photos.length <= 5)!
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)

    const sideways = await phoneJpeg(page, { name: 'sideways.jpg', width: 1600, height: 1200, orientation: 6, seed: 3 })
    expect(gpsInExif(sideways.buffer)).toBe(true)
    const bytes = await savedAlone(photos, request, organization._id, sideways)

    const addPath = `/api/admins/organizations/${organization._id}/photos/add`
    const [sent] = sentFiles((await mock.calls()).find((call) => call.method === 'POST' && call.path === addPath))
    expect(sent).toMatchObject({ name: 'sideways.jpg', type: 'image/jpeg' })
    expect(gpsInExif(bytes)).toBe(false)
    // Its orientation alone is kept, so it still shows upright.
    expect(readImageHeader(new Uint8Array(bytes))).toMatchObject({ orientation: 6 })
  })

  test('a category icon marked sideways goes up as the PNG it is, never re-encoded (the server takes PNG icons only)', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await categories.select('Спорт').click()
    await expect(categories.subHeading()).toHaveText(categoriesText.subCategoriesOf('Спорт'))
    const opaque = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(64, 64)
      const context = canvas.getContext('2d')!
      context.fillStyle = 'rgb(200 60 40)'
      context.fillRect(0, 0, 64, 64)
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())]
    })
    const icon = { name: 'icon.png', mimeType: 'image/png', buffer: withExifOrientation(Buffer.from(opaque), 6) }
    expect(readImageHeader(icon.buffer)).toMatchObject({ format: 'png', orientation: 6 })

    await categories.chooseIcon(categoriesText.iconPressed, icon)
    await expect(categories.icon(categoriesText.iconPressed, 'Спорт')).toHaveAttribute('src', /\/uploads\/icons\/.+-pressed\.png$/)
    await expect(page.getByRole('alert').filter({ hasText: categoriesText.iconPngOnly })).toHaveCount(0)
    const upload = (await mock.calls()).find((call) => call.method === 'PUT' && /\/icon(\?|$)/.test(call.path))
    expect(upload?.status).toBe(200)
    expect(sentFiles(upload)).toMatchObject([{ name: 'icon.png', type: 'image/png' }])
  })

  test('on a slow line, a photo dropped on the page as soon as its picker shows is taken', async ({ page, loginAs, request }) => {
    test.slow()
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length <= 5)!
    await loginAs('admin')
    // A slow line (1.5 s per request): what loads after the picker shows arrives well after the person's drop.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 })
    const photos = new OrganizationPhotosPage(page)
    await page.goto(`/organizations/edit-photos?id=${organization._id}`)
    await expect(photos.addPhotos()).toBeVisible({ timeout: 30_000 })
    const dropped = await transferWith(page, 'dropped.jpg', 'image/jpeg')
    for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent('body', type, { dataTransfer: dropped })
    await expect(photos.newPreviews()).toHaveCount(1)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('dropped.jpg'), { timeout: 15_000 })
  })
})

/** Whether a JPEG's EXIF holds a GPS block (the GPSInfo tag, 0x8825), as the phone wrote it. */
function gpsInExif(bytes: Uint8Array): boolean {
  for (let index = 2; index + 4 < bytes.length && bytes[index] === 0xff;) {
    const marker = bytes[index + 1]!
    const length = (bytes[index + 2]! << 8) | bytes[index + 3]!
    if (marker === 0xda) break
    const segment = bytes.subarray(index + 4, index + 2 + length)
    if (marker === 0xe1)
      for (let at = 0; at + 1 < segment.length; at += 1) if (segment[at] === 0x88 && segment[at + 1] === 0x25) return true
    index += 2 + length
  }
  return false
}
