import { expect, type Locator } from '@playwright/test'
import { leaveGuardText, photosText } from '../../src/shared/i18n/ru'
import { pngFiles } from '../files'
import { expectAccessible, expectWellShown, type MockBackend } from '../fixtures'
import type { PhotoGridPart } from './photo-grid.part'

/**
 * A failed upload keeps its files: the error modal, then the kept files with 'Повторить'; leaving
 * asks first (the leave guard: Остаться keeps them); 'Повторить' sends them in one request and the photos show in front.
 * `uploadPath` is the upload's API path, `label` the grid's accessible name, `navEntry` a link that leaves the screen.
 */
export async function failedUploadKeepsFilesForRetry(
  grid: PhotoGridPart,
  mock: MockBackend,
  options: { uploadPath: string; label: string; navEntry: Locator },
) {
  const { page } = grid
  const before = await grid.names(options.label)
  await mock.fault({ path: options.uploadPath, method: 'POST', status: 500, message: 'Storage is down', times: 1 })
  await grid.fileInput().setInputFiles(pngFiles(2, 'again'))
  await expect(grid.resultDialog('error')).toContainText(`${photosText.failure}: Storage is down`)
  await expectWellShown(page, '[role="dialog"]')
  await grid.closeResult('error')
  await expect(grid.resultDialog('error')).toBeHidden()
  await expect(grid.unsent(2)).toBeVisible()
  await expect(grid.photos(options.label)).toHaveCount(before.length)
  await expectAccessible(page)
  await expectWellShown(page)

  // The kept files are unsaved changes: leaving asks first; staying keeps them.
  await options.navEntry.click()
  await expect(page.getByRole('dialog', { name: leaveGuardText.title })).toBeVisible()
  await page.getByRole('button', { name: leaveGuardText.stay }).click()
  await expect(page.getByRole('dialog', { name: leaveGuardText.title })).toHaveCount(0)
  await expect(grid.unsent(2)).toBeVisible()

  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === options.uploadPath) sent.push(request.url())
  })
  await grid.retryUnsent(2).click()
  await expect(grid.resultDialog('success')).toContainText(photosText.saved(2))
  await grid.closeResult('success')
  expect(sent).toHaveLength(1)
  await expect(grid.unsent(2)).toHaveCount(0)
  expect((await grid.names(options.label)).slice(0, 3)).toEqual(['again-1.png', 'again-2.png', before[0]])
}

/**
 * An upload whose answer is lost after the server stored the photos (a 504 from the gateway in front of it): the
 * console reads the photos again, finds the ones it sent and says they are saved; nothing is sent again and exactly
 * one set of the photos is shown and stored.
 */
export async function lostUploadAnswerLeavesOneSet(grid: PhotoGridPart, mock: MockBackend, options: { uploadPath: string; label: string }) {
  const { page } = grid
  const before = await grid.names(options.label)
  await mock.fault({ path: options.uploadPath, method: 'POST', afterWrite: true, status: 504, message: 'Gateway Timeout', times: 1 })
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === options.uploadPath) sent.push(request.url())
  })
  await grid.fileInput().setInputFiles(pngFiles(2, 'lost'))
  await expect(grid.resultDialog('success')).toContainText(photosText.saved(2))
  await grid.closeResult('success')
  await expect(grid.unsent(2)).toHaveCount(0)
  expect(sent).toHaveLength(1)
  await expectOneSet(grid, options.label, before.length)
  // As the server holds them: after a reload, still one set.
  await page.reload()
  await expect(grid.photos(options.label).first()).toBeVisible()
  await expectOneSet(grid, options.label, before.length)
}

/** The two 'lost' photos once, in front of the ones there before (an untitled photo's name is its place). */
async function expectOneSet(grid: PhotoGridPart, label: string, countBefore: number) {
  const names = await grid.names(label)
  expect(names.slice(0, 2)).toEqual(['lost-1.png', 'lost-2.png'])
  expect(names.filter((name) => name.startsWith('lost-'))).toHaveLength(2)
  expect(names).toHaveLength(countBefore + 2)
}
