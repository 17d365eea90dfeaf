import { expect, type Page } from '@playwright/test'
import { ru, photosText, uncertainCreateText } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles, textFile } from '../files'
import type { MockBackend } from '../fixtures'

const t = photosText

/**
 * A photo editing screen (shared/ui/photo-editing-page): the 'new' and 'saved' photo areas, and the
 * flows the organization and event screens share (each spec runs them on its own entries).
 */
export class PhotoEditingPage {
  /** `base` is the feature's path: /organizations or /events. */
  constructor(
    readonly page: Page,
    private readonly base: string,
  ) {}

  /** Opens the screen of the entry; `loaded: false` for an id that fails to load. */
  async open(id: string, { loaded = true } = {}) {
    await this.page.goto(`${this.base}/edit-photos?id=${id}`)
    if (loaded) await this.savedArea().waitFor()
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly newArea = () => this.page.getByRole('region', { name: t.newArea })
  readonly savedArea = () => this.page.getByRole('region', { name: t.savedArea })
  readonly fileInput = () => this.newArea().locator('input[type="file"]')
  readonly newPreviews = () => this.newArea().getByRole('listitem')
  readonly savedPhotos = () => this.savedArea().getByRole('listitem')
  readonly save = () => this.newArea().getByRole('button', { name: t.save })
  readonly addPhotos = () => this.newArea().getByRole('button', { name: t.add })
  readonly back = () => this.page.getByRole('link', { name: t.back })
  readonly deleteButton = (n: number) => this.savedArea().getByRole('button', { name: `${t.delete} ${n}`, exact: true })
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title })
  readonly ok = () => this.page.getByRole('dialog').getByRole('button', { name: ru.common.ok })

  /** The API path of the entry's photo calls: `add` or `remove`. */
  private photosPath = (id: string, call: 'add' | 'remove') => `/api/admins${this.base}/${id}/photos/${call}`

  /**
   * With `saved` photos on the entry `id` and none new: only png and jpeg are taken; new previews go
   * in front, each with a remove icon; more files than fit open 'Ошибка' with the maximum and the
   * counts and only the last fitting ones are kept; once full one more is refused; one preview is
   * removed and the rest saved with the upload progress shown, then they are saved photos.
   * Returns how many were added.
   */
  async addOverTheMaximumAndSave(mock: MockBackend, id: string, saved: number): Promise<number> {
    await expect(this.newArea()).toContainText(t.noNew)
    await expect(this.savedPhotos()).toHaveCount(saved)

    // Only png and jpeg are taken.
    await this.fileInput().setInputFiles([textFile()])
    await expect(this.newArea()).toContainText(t.wrongType)
    await expect(this.newPreviews()).toHaveCount(0)

    // New previews go in front, each with a remove icon.
    await this.fileInput().setInputFiles(pngFiles(1, 'first'))
    await this.fileInput().setInputFiles(pngFiles(1, 'second'))
    await expect(this.newPreviews()).toHaveCount(2)
    await expect(this.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview('second-1.png'))
    await expect(this.newArea()).not.toContainText(t.noNew)

    // More than fit: 'Ошибка' with the maximum and the counts; only the last fitting ones kept, in front.
    const chosen = LIMITS.photosMax
    const room = LIMITS.photosMax - saved - 2
    await this.fileInput().setInputFiles(pngFiles(chosen, 'many'))
    const tooMany = this.dialog(ru.common.error)
    await expect(tooMany).toContainText(t.maximum(LIMITS.photosMax))
    await expect(tooMany).toContainText(t.tooMany(saved + 2, chosen, room))
    await this.ok().click()
    await expect(tooMany).toBeHidden()
    await expect(this.newPreviews()).toHaveCount(2 + room)
    await expect(this.newPreviews().first().locator('img')).toHaveAccessibleName(t.preview(`many-${chosen - room + 1}.png`))

    // Full: one more file is refused with the same counts, nothing added.
    await this.fileInput().setInputFiles(pngFiles(1, 'extra'))
    await expect(this.dialog(ru.common.error)).toContainText(t.tooMany(LIMITS.photosMax, 1, 0))
    await this.ok().click()
    await expect(this.newPreviews()).toHaveCount(2 + room)

    // Remove one preview, then save the rest; a slow answer: the upload progress shows while the files go up.
    await this.newPreviews().first().getByRole('button').click()
    await expect(this.newPreviews()).toHaveCount(1 + room)
    await mock.fault({ path: this.photosPath(id, 'add'), delay: 1500, times: 1 })
    await this.save().click()
    await expect(this.newArea().getByText(new RegExp(t.uploadProgress(0).replace('0%', '\\d+%')))).toBeVisible()
    await expect(this.dialog(ru.common.success)).toContainText(t.saved(1 + room))
    await this.ok().click()
    // The save button is disabled now (nothing new is left): the focus goes back to adding photos.
    await expect(this.addPhotos()).toBeFocused()
    await expect(this.newPreviews()).toHaveCount(0)
    await expect(this.newArea()).toContainText(t.noNew)
    await expect(this.savedPhotos()).toHaveCount(saved + 1 + room)
    return 1 + room
  }

  /**
   * Deletes the first of `count` saved photos of the entry `id` through 'Удалить?' (the photo, the
   * cannot-be-undone sentence, 'Отмена' that changes nothing and 'Удалить'), which reloads the entry.
   */
  async deleteFirstSavedPhoto(id: string, count: number) {
    await this.deleteButton(1).click()
    const confirm = this.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.deleteText)
    await expect(confirm.locator('img')).toBeVisible()
    await confirm.getByRole('button', { name: ru.common.cancel }).click()
    await expect(confirm).toBeHidden()
    await expect(this.savedPhotos()).toHaveCount(count)
    await this.deleteButton(1).click()
    const reloaded = this.page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api${this.base}/${id}`,
    )
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(this.dialog(ru.common.success)).toContainText(t.deleted)
    await reloaded
    await this.ok().click()
    await expect(this.savedPhotos()).toHaveCount(count - 1)
  }

  /**
   * On an entry with the minimum of saved photos: the delete is refused with the minimum message; a
   * failed save shows 'Ошибка' with the server message and keeps the new preview, and goes through
   * on a second try.
   */
  async minimumRefusedAndFailedSave(mock: MockBackend, id: string) {
    await this.deleteButton(1).click()
    const confirm = this.dialog(t.deleteTitle)
    await expect(confirm).toContainText(t.minimum(LIMITS.photosMin))
    await confirm.getByRole('button', { name: t.deleteConfirm }).click()
    await expect(this.dialog(ru.common.error)).toContainText(t.minimum(LIMITS.photosMin))
    await this.ok().click()
    await expect(this.savedPhotos()).toHaveCount(LIMITS.photosMin)

    await mock.fault({ path: this.photosPath(id, 'add'), status: 500, message: 'Disk is full', times: 1 })
    await this.fileInput().setInputFiles(pngFiles(1))
    await this.save().click()
    await expect(this.dialog(ru.common.error)).toContainText(`${t.failure}: Disk is full`)
    await this.ok().click()
    // The photo is still there to save: the focus goes back to 'Сохранить'.
    await expect(this.save()).toBeFocused()
    await expect(this.newPreviews()).toHaveCount(1)
    await expect(this.savedPhotos()).toHaveCount(LIMITS.photosMin)

    await this.save().click()
    await expect(this.dialog(ru.common.success)).toContainText(t.saved(1))
    await this.ok().click()
    await expect(this.savedPhotos()).toHaveCount(LIMITS.photosMin + 1)
  }

  /**
   * With `saved` photos on the entry `id`, an add whose answer is lost after the server stored the photos leaves exactly
   * one set of them. A gateway's 504: the console reads the entry again, finds the photos it sent and says they are
   * saved. A dropped connection still out when the console looks: it says it could not check; once the connection is
   * back, 'Повторить' looks first and finds them. One POST each; the same photos after a reload.
   */
  async uncertainAddLeavesOneSet(mock: MockBackend, id: string, saved: number) {
    const addPath = this.photosPath(id, 'add')
    const posts = async () => (await mock.calls()).filter((call) => call.method === 'POST' && call.path.split('?')[0] === addPath).length
    await expect(this.savedPhotos()).toHaveCount(saved)
    const sentBefore = await posts()

    await mock.fault({ path: addPath, method: 'POST', afterWrite: true, status: 504, message: 'Gateway Timeout', times: 1 })
    await this.fileInput().setInputFiles(pngFiles(2, 'lost'))
    await this.save().click()
    await expect(this.dialog(ru.common.success)).toContainText(t.saved(2))
    await this.ok().click()
    await expect(this.newPreviews()).toHaveCount(0)
    await expect(this.savedPhotos()).toHaveCount(saved + 2)
    expect(await posts()).toBe(sentBefore + 1)

    await mock.fault({ path: addPath, method: 'POST', afterWrite: true, network: true, times: 1 })
    const lookUp = await mock.fault({ path: `/api${this.base}/${id}`, method: 'GET', network: true })
    await this.fileInput().setInputFiles(pngFiles(2, 'dropped'))
    await this.save().click()
    const failure = this.dialog(ru.common.error)
    await expect(failure).toContainText(uncertainCreateText.unchecked)
    await mock.clearFault(lookUp.id!)
    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(this.dialog(ru.common.success)).toContainText(t.saved(2))
    await this.ok().click()
    await expect(this.newPreviews()).toHaveCount(0)
    await expect(this.savedPhotos()).toHaveCount(saved + 4)
    expect(await posts()).toBe(sentBefore + 2)

    await this.open(id)
    await expect(this.savedPhotos()).toHaveCount(saved + 4)
  }

  /** A failed delete of the first of `count` saved photos shows 'Ошибка' with the server message, and the photo stays. */
  async failedDelete(mock: MockBackend, id: string, count: number, fault: { message: string } | { body: unknown }, shown: string) {
    await mock.fault({
      path: this.photosPath(id, 'remove'),
      ...('message' in fault ? { status: 500, message: fault.message } : { body: fault.body }),
      times: 1,
    })
    await this.deleteButton(1).click()
    await this.dialog(t.deleteTitle).getByRole('button', { name: t.deleteConfirm }).click()
    await expect(this.dialog(ru.common.error)).toContainText(`${t.failure}: ${shown}`)
    await this.ok().click()
    await expect(this.savedPhotos()).toHaveCount(count)
  }
}
