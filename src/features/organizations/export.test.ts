import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '@/shared/bulk/csv'
import { exportText } from '@/shared/i18n/bulk'
import { entryListSearchSchema } from '@/shared/lib/search-params'
import { mockServer } from '../../../mocks/node'
import { db, resetDb } from '../../../mocks/store'
import { organizationColumns, organizationsExport } from './export'

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  resetDb({ large: true })
})
afterAll(() => {
  resetDb()
  mockServer.close()
})

describe('organizations export', () => {
  it(
    'exports the 10 000 organizations of the large mock: 10 001 lines with the BOM, Russian text intact, read back field by field',
    { timeout: 60_000 },
    async () => {
      const organizations = db().organizations
      expect(organizations).toHaveLength(10_000)
      const progress: number[] = []
      const run = organizationsExport(entryListSearchSchema.parse({}))
      const { blob, count } = await run(new AbortController().signal, (written) => progress.push(written))
      expect(count).toBe(10_000)
      expect(progress).toHaveLength(20)
      expect(progress.at(-1)).toBe(10_000)

      const bytes = new Uint8Array(await blob.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(10_001)
      const rows = parseCsv(text)
      expect(rows).toHaveLength(10_001)
      expect(rows[0]![0]).toBe(exportText.columns.id)
      expect(rows[0]![1]).toBe(exportText.columns.name)

      // Newest first, as the list: every organization once, its Russian name and city as stored.
      const byId = new Map(organizations.map((organization) => [organization._id, organization]))
      const ids = new Set(rows.slice(1).map((row) => row[0]))
      expect(ids.size).toBe(10_000)
      for (const row of rows.slice(1, 200)) {
        const stored = byId.get(row[0]!)!
        expect(row[1]).toBe(stored.name)
        expect(row.length).toBe(rows[0]!.length)
      }
      expect(rows.slice(1).some((row) => /[а-яё]/i.test(row[1]!))).toBe(true)
      expect(rows.slice(1).every((row) => /^\d\d\.\d\d\.\d{4}$/.test(row[11]!))).toBe(true)
    },
  )

  it('exports only what the filters select (status banned)', async () => {
    const banned = db().organizations.filter((organization) => !organization.is_active).length
    const { count } = await organizationsExport(entryListSearchSchema.parse({ status: 'banned' }))(new AbortController().signal, () => {})
    expect(count).toBe(banned)
  })
})

describe('the columns of organizations-YYYY-MM-DD.csv', () => {
  it('put the category and the sub-categories, joined by a comma, right after the name; the state in an organization’s words', () => {
    const c = exportText.columns
    expect(organizationColumns.slice(2, 4).map((column) => column.header)).toEqual([c.category, c.subCategories])
    const organization = { category: { name: 'Еда' }, sub_categories: [{ name: 'Мёд' }, { name: 'Сыр' }], is_active: false } as never
    expect(organizationColumns[3]!.value(organization)).toBe('Мёд, Сыр')
    expect(organizationColumns.find((column) => column.header === c.status)!.value(organization)).toBe(exportText.status.banned)
  })
})
