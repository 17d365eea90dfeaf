import { describe, expect, it, vi } from 'vitest'
import { parseCsv, type CsvColumn } from './csv'
import { ExportPageError, exportCsv, exportFileName } from './csv-export'

type Row = { id: number; name: string }
const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Название', value: (row) => row.name },
]
const rows = (total: number) => Array.from({ length: total }, (_, index) => ({ id: index + 1, name: `Запись ${index + 1}` }))

function pages(all: Row[]) {
  return vi.fn((page: number, size: number) => Promise.resolve({ items: all.slice((page - 1) * size, page * size), total: all.length }))
}

describe('exportCsv', () => {
  it('reads every page at the page size and writes the BOM, the header and one line per entry, reporting progress', async () => {
    const fetchPage = pages(rows(1203))
    const progress: string[] = []
    const { blob, count } = await exportCsv({
      columns,
      fetchPage,
      pageSize: 500,
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    })
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ])
    expect(progress).toEqual(['500/1203', '1000/1203', '1203/1203'])
    expect(count).toBe(1203)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = parseCsv(new TextDecoder().decode(bytes))
    expect(parsed).toHaveLength(1204)
    expect(parsed[0]).toEqual(['ID', 'Название'])
    expect(parsed[1203]).toEqual(['1203', 'Запись 1203'])
  })

  it('asks for a failed page once more and goes on', async () => {
    const all = rows(30)
    let failures = 1
    const fetchPage = vi.fn((page: number, size: number) => {
      if (page === 2 && failures-- > 0) return Promise.reject(new Error('Boom'))
      return Promise.resolve({ items: all.slice((page - 1) * size, page * size), total: all.length })
    })
    const { count } = await exportCsv({ columns, fetchPage, pageSize: 10, signal: new AbortController().signal })
    expect(count).toBe(30)
    expect(fetchPage).toHaveBeenCalledTimes(4)
  })

  it('a page that fails twice rejects naming the page: no file', async () => {
    const all = rows(30)
    const fetchPage = vi.fn((page: number, size: number) => {
      if (page === 2) return Promise.reject(new Error('Boom'))
      return Promise.resolve({ items: all.slice((page - 1) * size, page * size), total: all.length })
    })
    const result = exportCsv({ columns, fetchPage, pageSize: 10, signal: new AbortController().signal })
    await expect(result).rejects.toBeInstanceOf(ExportPageError)
    await expect(result).rejects.toMatchObject({ page: 2 })
    expect(fetchPage).toHaveBeenCalledTimes(3)
  })

  it('a cancel stops the paging and rejects: no file', async () => {
    const controller = new AbortController()
    const all = rows(50)
    const fetchPage = vi.fn((page: number, size: number) => {
      if (page === 2) controller.abort()
      return Promise.resolve({ items: all.slice((page - 1) * size, page * size), total: all.length })
    })
    await expect(exportCsv({ columns, fetchPage, pageSize: 10, signal: controller.signal })).rejects.toThrow()
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('names the file by what and the day', () => {
    expect(exportFileName('organizations', new Date(2026, 10, 24, 23, 59))).toBe('organizations-2026-11-24.csv')
  })
})
