import { expect, type Locator } from '@playwright/test'
import { leaveGuardText, photosText, uncertainCreateText } from '../../src/shared/i18n/ru'
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
 * An upload whose answer is lost after the server stored the photos leaves exactly one set of them. A 504 from the
 * gateway in front of the server: the console reads the photos again, finds the ones it sent and says they are saved.
 * A dropped connection that is still out when the console looks: it says it could not check and keeps the files;
 * 'Повторить' looks first, finds them, and sends nothing again. `uploadPath` is the upload's API path (its look-up
 * reads the same path with GET), `label` the grid's accessible name.
 */
export async function uncertainUploadLeavesOneSet(grid: PhotoGridPart, mock: MockBackend, options: { uploadPath: string; label: string }) {
  const { page } = grid
  const countBefore = (await grid.names(options.label)).length
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === options.uploadPath) sent.push(request.url())
  })

  await mock.fault({ path: options.uploadPath, method: 'POST', afterWrite: true, status: 504, message: 'Gateway Timeout', times: 1 })
  await grid.fileInput().setInputFiles(pngFiles(2, 'lost'))
  await expect(grid.resultDialog('success')).toContainText(photosText.saved(2))
  await grid.closeResult('success')
  await expect(grid.unsent(2)).toHaveCount(0)
  expect(sent).toHaveLength(1)
  await expectSets(grid, options.label, countBefore, ['lost'])

  await mock.fault({ path: options.uploadPath, method: 'POST', afterWrite: true, network: true, times: 1 })
  const lookUp = await mock.fault({ path: options.uploadPath, method: 'GET', network: true })
  await grid.fileInput().setInputFiles(pngFiles(2, 'dropped'))
  await expect(grid.resultDialog('error')).toContainText(uncertainCreateText.unchecked)
  await grid.closeResult('error')
  await expect(grid.unsent(2)).toBeVisible()
  await mock.clearFault(lookUp.id!)
  await grid.retryUnsent(2).click()
  await expect(grid.resultDialog('success')).toContainText(photosText.saved(2))
  await grid.closeResult('success')
  await expect(grid.unsent(2)).toHaveCount(0)
  expect(sent).toHaveLength(2)
  await expectSets(grid, options.label, countBefore, ['dropped', 'lost'])

  // As the server holds them: after a reload, still one set of each.
  await page.reload()
  await expect(grid.photos(options.label).first()).toBeVisible()
  await expectSets(grid, options.label, countBefore, ['dropped', 'lost'])
}

/** Each upload's two photos once, newest first, in front of the `countBefore` there before them. */
async function expectSets(grid: PhotoGridPart, label: string, countBefore: number, prefixes: readonly string[]) {
  const names = await grid.names(label)
  expect(names.slice(0, 2 * prefixes.length)).toEqual(prefixes.flatMap((prefix) => [`${prefix}-1.png`, `${prefix}-2.png`]))
  expect(names).toHaveLength(countBefore + 2 * prefixes.length)
}
