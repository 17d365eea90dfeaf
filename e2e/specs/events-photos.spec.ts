import { createSeed } from '../../mocks/seed'
import { photosText, ru } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { expect, expectWellShown, test } from '../fixtures'
import { EventPhotosPage } from '../pages/event-photos.page'

const t = photosText
const seed = createSeed()
const withPhotos = seed.events.find((e) => e.carousel_photos.length >= 3)!
const atMinimum = seed.events.find((e) => e.carousel_photos.length === LIMITS.photosMin)!

test.describe('Event photo editing (spec section 2 "Events screens — Photo editing", sections 4, 5 and 8)', () => {
  test('adds photos (new previews in front) with upload progress, keeps only the last fitting ones over the 15-photo maximum, and deletes a saved photo through "Удалить?", reloading the list', async ({
    page,
    loginAs,
    mock,
  }) => {
    const saved = withPhotos.carousel_photos.length
    await loginAs('events')
    const photos = new EventPhotosPage(page)
    await photos.open(withPhotos._id)
    await expect(photos.heading()).toHaveText(`${ru.pages.eventPhotos}: ${withPhotos.name}`)
    await expect(photos.savedPhotos().first().locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${withPhotos.carousel_photos[0]!.preview_url}$`),
    )
    await expectWellShown(page)

    const added = await photos.addOverTheMaximumAndSave(mock, withPhotos._id, saved)
    await photos.deleteFirstSavedPhoto(withPhotos._id, saved + added)

    // Back goes to the events list.
    await photos.back().click()
    await expect(page).toHaveURL(/\/events\/view$/)
  })

  test('at the minimum the delete is refused with the minimum message; failed saves and deletes show "Ошибка" with the server message and change nothing; an add whose answer is lost leaves one set of photos, after "Повторить" too', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const photos = new EventPhotosPage(page)
    await photos.open(atMinimum._id)
    await photos.minimumRefusedAndFailedSave(mock, atMinimum._id)
    // With both photos saved, a failed delete leaves both.
    await photos.failedDelete(mock, atMinimum._id, LIMITS.photosMin + 1, { message: 'Storage is locked' }, 'Storage is locked')
    // The answer lost after the server stored the photos (a 504, then a dropped connection): one set each.
    await photos.uncertainAddLeavesOneSet(mock, atMinimum._id, LIMITS.photosMin + 1)
  })

  test('an event without saved photos shows the empty text; a failed load shows "Ошибка" with a retry', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    await loginAs('events')
    const photos = new EventPhotosPage(page)
    // The event's own answer (the contract's envelope), with no photos.
    const answer = (await (await request.get(`/api/events/${withPhotos._id}`)).json()) as { event: Record<string, unknown> }
    await mock.fault({
      path: `/api/events/${withPhotos._id}`,
      method: 'GET',
      body: { ...answer, event: { ...answer.event, carousel_photos: [] } },
    })
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
    await expectWellShown(page)
  })
})
