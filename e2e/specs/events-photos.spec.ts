import { createSeed } from '../../mocks/seed'
import { photosText } from '../../src/shared/i18n/photos'
import { ru } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectAccessible, test } from '../fixtures'
import { EventPhotosPage } from '../pages/event-photos.page'

const t = photosText
const seed = createSeed()
const withPhotos = seed.events.find((e) => e.carousel_photos.length >= 3)!
const atMinimum = seed.events.find((e) => e.carousel_photos.length === LIMITS.photosMin)!

test.describe('Event photo editing (spec section 2 "Events screens — Photo editing", sections 4, 5 and 8)', () => {
  test('adds photos (new previews in front) with upload progress, keeps only the last fitting ones over the 15-photo maximum, and deletes a saved photo through "Удалить?", reloading the list', async ({ page, loginAs, mock }) => {
    const saved = withPhotos.carousel_photos.length
    await loginAs('events')
    const photos = new EventPhotosPage(page)
    await photos.open(withPhotos._id)
    await expect(photos.heading()).toHaveText(`${ru.pages.eventPhotos}: ${withPhotos.name}`)
    await expect(photos.newArea()).toContainText(t.noNew)
    await expect(photos.savedPhotos()).toHaveCount(saved)
    await expect(photos.savedPhotos().first().locator('img')).toHaveAttribute('src', new RegExp(`${withPhotos.carousel_photos[0]!.preview_url}$`))
    await expectAccessible(page)

    // New previews go in front, each with a remove icon.
    await photos.fileInput().setInputFiles(pngFiles(1, 'first'))
    await photos.fileInput().setInputFiles(pngFiles(1, 'second'))
    await expect(photos.newPreviews()).toHaveCount(2)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('second-1.png'))
    await expect(photos.newArea()).not.toContainText(t.noNew)

    // More than fit: 'Ошибка' with the maximum and the counts; only the last fitting ones kept.
    const chosen = LIMITS.photosMax
    const room = LIMITS.photosMax - saved - 2
    await photos.fileInput().setInputFiles(pngFiles(chosen, 'many'))
    const tooMany = photos.dialog(ru.common.error)
    await expect(tooMany).toContainText(t.maximum(LIMITS.photosMax))
    await expect(tooMany).toContainText(t.tooMany(saved + 2, chosen, room))
    await photos.ok().click()
    await expect(tooMany).toBeHidden()
    await expect(photos.newPreviews()).toHaveCount(2 + room)
    await expect(photos.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview(`many-${chosen - room + 1}.png`))

    // Full: one more file is refused with the same counts, nothing added.
    await photos.fileInput().setInputFiles(pngFiles(1, 'extra'))
    await expect(photos.dialog(ru.common.error)).toContainText(t.tooMany(LIMITS.photosMax, 1, 0))
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(2 + room)

    // Remove one preview, then save the rest; the upload progress shows while the files go up.
    await photos.newPreviews().first().getByRole('button').click()
    await expect(photos.newPreviews()).toHaveCount(1 + room)
    await mock.fault({ path: `/api/admins/events/${withPhotos._id}/photos/add`, delay: 1500, times: 1 })
    await photos.save().click()
    await expect(photos.newArea().getByText(new RegExp(t.uploadProgress(0).replace('0%', '\\d+%')))).toBeVisible()
    await expect(photos.dialog(ru.common.success)).toContainText(t.saved(1 + room))
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(0)
    await expect(photos.newArea()).toContainText(t.noNew)
    await expect(photos.savedPhotos()).toHaveCount(saved + 1 + room)

    // Delete a saved photo: 'Удалить?' with the photo, the cannot-be-undone sentence, 'Отмена' and 'Удалить'.
    await photos.deleteButton(1).click()
    const confirm = photos.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.deleteText)
    await expect(confirm.locator('img')).toBeVisible()
    await confirm.getByRole('button', { name: ru.common.cancel }).click()
    await expect(confirm).toBeHidden()
    await expect(photos.savedPhotos()).toHaveCount(saved + 1 + room)
    await photos.deleteButton(1).click()
    const reloaded = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/events/${withPhotos._id}`)
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.success)).toContainText(t.deleted)
    await reloaded
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(saved + room)

    // Back goes to the events list.
    await photos.back().click()
    await expect(page).toHaveURL(/\/events\/view$/)
  })

  test('at the minimum the delete is refused with the minimum message; failed saves and deletes show "Ошибка" with the server message and change nothing', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const photos = new EventPhotosPage(page)
    await photos.open(atMinimum._id)

    await photos.deleteButton(1).click()
    const confirm = photos.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.minimum(LIMITS.photosMin))
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.error)).toContainText(t.minimum(LIMITS.photosMin))
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(LIMITS.photosMin)

    await mock.fault({ path: `/api/admins/events/${atMinimum._id}/photos/add`, status: 500, message: 'Disk is full', times: 1 })
    await photos.fileInput().setInputFiles(pngFiles(1))
    await photos.save().click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: Disk is full`)
    await photos.ok().click()
    await expect(photos.newPreviews()).toHaveCount(1)
    await expect(photos.savedPhotos()).toHaveCount(LIMITS.photosMin)

    // The save goes through on a second try; a failed delete then leaves both photos.
    await photos.save().click()
    await expect(photos.dialog(ru.common.success)).toContainText(t.saved(1))
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(LIMITS.photosMin + 1)
    await mock.fault({ path: `/api/admins/events/${atMinimum._id}/photos/remove`, status: 500, message: 'Storage is locked', times: 1 })
    await photos.deleteButton(1).click()
    await photos.dialog(t.deleteTitle).getByRole('button', { name: t.deleteConfirm }).click()
    await expect(photos.dialog(ru.common.error)).toContainText(`${t.failure}: Storage is locked`)
    await photos.ok().click()
    await expect(photos.savedPhotos()).toHaveCount(LIMITS.photosMin + 1)
  })

  test('an event without saved photos shows the empty text; a failed load shows "Ошибка" with a retry', async ({ page, loginAs, mock, request }) => {
    await loginAs('events')
    const photos = new EventPhotosPage(page)
    // The event's own answer (the contract's envelope), with no photos.
    const answer = (await (await request.get(`/api/events/${withPhotos._id}`)).json()) as { event: Record<string, unknown> }
    await mock.fault({ path: `/api/events/${withPhotos._id}`, method: 'GET', body: { ...answer, event: { ...answer.event, carousel_photos: [] } } })
    await photos.open(withPhotos._id)
    await expect(photos.savedArea()).toContainText(t.noSaved)
    await expect(photos.savedPhotos()).toHaveCount(0)
    await mock.clearFaults()

    await photos.open('ffffffffffffffffffffffff', { loaded: false })
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(ru.common.error)
    await expect(alert).toContainText('There is no such event')
    await expect(alert.getByRole('button', { name: ru.common.retry })).toBeVisible()
    await expect(photos.back()).toHaveAttribute('href', '/events/view')
    await expectAccessible(page)
  })
})
