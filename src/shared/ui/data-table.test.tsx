import { MantineProvider } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable } from './data-table'
import classes from './data-table.module.css'

type Row = { id: string; name: string; sort: number }
const features = tableFeatures({})
const column = createColumnHelper<typeof features, Row>()
const columns = column.columns([column.accessor('name', { header: 'Название' }), column.accessor('sort', { header: 'Сортировка' })])
const rows: Row[] = [
  { id: 'a', name: 'Москва', sort: 1 },
  { id: 'b', name: 'Казань', sort: 2 },
]

function Named(props: { widths?: Record<string, string> }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id })
  return (
    <MantineProvider env="test">
      <DataTable table={table} label="Города" {...props} />
    </MantineProvider>
  )
}

function Labelled() {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id })
  return (
    <MantineProvider env="test">
      <h2 id="cities-title">Города страны</h2>
      <DataTable table={table} labelledBy="cities-title" alignTop />
    </MantineProvider>
  )
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe("DataTable: a TanStack table drawn into Mantine's Table", () => {
  it('draws the header row and one row per item, named by its label, inside a frame that scrolls sideways', () => {
    render(<Named />)
    const table = screen.getByRole('table', { name: 'Города' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Название', 'Сортировка'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(cellTexts(first!)).toEqual(['Москва', '1'])
    expect(cellTexts(second!)).toEqual(['Казань', '2'])
    expect(table.closest('[data-scroll-x]')).not.toBeNull()
    expect(table.style.getPropertyValue('--table-layout')).toBe('auto')
    expect(table.querySelector('colgroup')).toBeNull()
  })

  it('with widths the layout is fixed and each column gets its width', () => {
    render(<Named widths={{ name: '70%', sort: '30%' }} />)
    const table = screen.getByRole('table', { name: 'Города' })
    expect(table.style.getPropertyValue('--table-layout')).toBe('fixed')
    expect(table).toHaveClass(classes.fixed!)
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['70%', '30%'])
  })

  it('can be named by a heading and align its cells to the top (rows of inputs)', () => {
    render(<Labelled />)
    const table = screen.getByRole('table', { name: 'Города страны' })
    expect(table).not.toHaveAttribute('aria-label')
    expect(table).toHaveClass(classes.top!)
  })

  it('draws a screenful of rows first and the rest in a background render after it', () => {
    const many: Row[] = Array.from({ length: 100 }, (_, index) => ({ id: `r${index}`, name: `Город ${index}`, sort: index }))
    const drawn: number[] = []
    const countedColumns = column.columns([
      column.accessor('name', {
        header: 'Название',
        cell: (info) => {
          drawn.push(info.row.index)
          return info.getValue()
        },
      }),
    ])
    function Many() {
      const table = useTable({ features, columns: countedColumns, data: many, getRowId: (row) => row.id })
      return (
        <MantineProvider env="test">
          <DataTable table={table} label="Города" />
        </MantineProvider>
      )
    }
    render(<Many />)
    const firstScreenful = Array.from({ length: 20 }, (_, index) => index)
    expect(drawn.slice(0, 21)).toEqual([...firstScreenful, 0])
    expect(within(screen.getByRole('table', { name: 'Города' })).getAllByRole('row')).toHaveLength(101)
  })
})
