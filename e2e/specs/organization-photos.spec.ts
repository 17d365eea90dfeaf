import type { APIRequestContext } from '@playwright/test'
import { ru, photosText } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { expect, expectWellShown, test } from '../fixtures'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'

const t = photosText

type ApiOrganization = { _id: string; carousel_photos: unknown[] }

async function organizations(request: APIRequestContext): Promise<ApiOrganization[]> {
  const response = await request.get('/api/organizations?per_page=500')
  return ((await response.json()) as { organizations: ApiOrganization[] }).organizations
}

test.describe('Organization photo editing (spec section 2 "Photo editing", sections 5 and 8)', () => {
  test('adds photos (new previews in front) with upload progress, refuses more than the maximum, and deletes a saved photo', async ({
    page,
    loginAs,
    request,
    mock,
  }) => {
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length >= 3)!
    const saved = organization.carousel_photos.length
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)
    await expectWellShown(page)

    const added = await photos.addOverTheMaximumAndSave(mock, organization._id, saved)
    await photos.deleteFirstSavedPhoto(organization._id, saved + added)

    await photos.back().click()
    await expect(page).toHaveURL(/\/organizations\/view/)
  })

  test('at the minimum the deletion is refused with the minimum message; a failed save or delete shows "Error" with the server message, else "Server error", and changes nothing', async ({
    page,
    loginAs,
    request,
    mock,
  }) => {
    const organization = (await organizations(request)).find((o) => o.carousel_photos.length === LIMITS.photosMin)!
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)
    await photos.minimumRefusedAndFailedSave(mock, organization._id)
    // With one more photo saved, a failed delete leaves the photo.
    const count = LIMITS.photosMin + 1
    await photos.failedDelete(mock, organization._id, count, { message: 'Storage is locked' }, 'Storage is locked')
    // A message that is not a string: the generic text.
    await photos.failedDelete(mock, organization._id, count, { body: { status: 'error', message: { code: 42 } } }, t.serverError)
  })

  test('a failed load shows the server message with a retry', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/organizations/edit-photos?id=ffffffffffffffffffffffff')
    await expect(page.getByRole('alert')).toContainText('There is no such organization')
    await expect(page.getByRole('alert').getByRole('button', { name: ru.common.retry })).toBeVisible()
  })
})
