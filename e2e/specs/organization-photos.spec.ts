import { ru } from '../../src/shared/i18n/ru'
import type { APIRequestContext } from '@playwright/test'
import { photosText } from '../../src/shared/i18n/photos'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles, textFile } from '../files'
import { expect, expectAccessible, test } from '../fixtures'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'

const t = photosText

type ApiOrganization = { _id: string; carousel_photos: unknown[] }

async function organizations(request: APIRequestContext): Promise<ApiOrganization[]> {
  const response = await request.get('/api/organizations?per_page=500')
  return ((await response.json()) as { organizations: ApiOrganization[] }).organizations
}

test.describe('Organization photo editing (spec section 2 "Photo editing", sections 5 and 8)', () => {
  test('adds photos (new previews in front) with upload progress, refuses more than the maximum, and deletes a saved photo', async ({ page, loginAs, request, mock }) => {
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length >= 3)!
    const saved = organization.carousel_photos.length
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)
    await expect(photos.newArea()).toContainText(t.noNew)
    await expect(photos.savedPhotos()).toHaveCount(saved)
    await expectAccessible(page)

    // Only png and jpeg are taken.
    await photos.fileInput().setInputFiles([textFile()])
    await expect(photos.newArea()).toContainText(t.wrongType)
    await expect(photos.newPreviews()).toHaveCount(0)

    await photos.fileInput().setInputFiles(pngFiles(1, 'first'))
    await photos.fileInput().setInputFiles(pngFiles(1, 'second'))
    await expect(photos.newPreviews()).toHaveCount(2)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('second-1.png'))

    // More than fit: the maximum, the counts, and only the fitting ones kept.
    const chosen = LIMITS.photosMax
    const room = LIMITS.photosMax - saved - 2
    await photos.fileInput().setInputFiles(pngFiles(chosen, 'many'))
    const tooMany = photos.dialog(ru.common.error)
    await expect(tooMany).toContainText(t.maximum(LIMITS.photosMax))
    await expect(tooMany).toContainText(t.tooMany(saved + 2, chosen, room))
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(2 + room)
    // The last fitting ones are kept, in front.
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview(`many-${chosen - room + 1}.png`))

    // Remove one preview, then save the rest.
    await photos.newPreviews().first().getByRole('button').click()
    await expect(photos.newPreviews()).toHaveCount(1 + room)
    // A slow answer: the upload progress shows while the files go up.
    await mock.fault({ path: `/api/admins/organizations/${organization._id}/photos/add`, delay: 1500, times: 1 })
    await photos.save().click()
    await expect(photos.newArea().getByText(new RegExp(t.uploadProgress(0).replace('0%', '\\d+%')))).toBeVisible()
    await expect(photos.dialog(ru.common.success)).toContainText(t.saved(1 + room))
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(0)
    await expect(photos.savedPhotos()).toHaveCount(saved + 1 + room)

    // Delete one saved photo through the confirmation.
    await photos.deleteButton(1).click()
    const confirm = photos.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.deleteText)
    await expect(confirm.locator('img')).toBeVisible()
    await expect(confirm.getByRole('button', { name: ru.common.cancel })).toBeVisible()
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.success)).toContainText(t.deleted)
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(saved + room)

    await photos.back().click()
    await expect(page).toHaveURL(/\/organizations\/view/)
  })

  test('at the minimum the deletion is refused with the minimum message; failures show "Error" with the server message', async ({ page, loginAs, request, mock }) => {
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length === LIMITS.photosMin)!
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)

    await photos.deleteButton(1).click()
    const confirm = photos.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.minimum(LIMITS.photosMin))
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.error)).toContainText(t.minimum(LIMITS.photosMin))
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(LIMITS.photosMin)

    await mock.fault({ path: `/api/admins/organizations/${organization._id}/photos/add`, status: 500, message: 'Disk is full' })
    await photos.fileInput().setInputFiles(pngFiles(1))
    await photos.save().click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: Disk is full`)
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(1)
  })

  test('a failed delete shows "Error" with the server message, else "Server error", and the photo stays', async ({ page, loginAs, request, mock }) => {
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length > LIMITS.photosMin)!
    const count = organization.carousel_photos.length
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)
    const removePath = `/api/admins/organizations/${organization._id}/photos/remove`

    await mock.fault({ path: removePath, status: 500, message: 'Storage is locked', times: 1 })
    await photos.deleteButton(1).click()
    await photos.dialog(t.deleteTitle).getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: Storage is locked`)
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(count)

    // A message that is not a string: the generic text.
    await mock.fault({ path: removePath, body: { status: 'error', message: { code: 42 } }, times: 1 })
    await photos.deleteButton(1).click()
    await photos.dialog(t.deleteTitle).getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: ${t.serverError}`)
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(count)
  })

  test('a failed load shows the server message with a retry', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/organizations/edit-photos?id=ffffffffffffffffffffffff')
    await expect(page.getByRole('alert')).toContainText('There is no such organization')
    await expect(page.getByRole('alert').getByRole('button', { name: ru.common.retry })).toBeVisible()
  })
})
