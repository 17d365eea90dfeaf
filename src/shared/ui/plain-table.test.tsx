import { render, screen, within } from '@testing-library/react'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { PlainTable } from './plain-table'
import classes from './plain-table.module.css'

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
  return <PlainTable table={table} label="Города" {...props} />
}

function Labelled() {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id })
  return (
    <>
      <h2 id="cities-title">Города страны</h2>
      <PlainTable table={table} labelledBy="cities-title" alignTop />
    </>
  )
}

describe('PlainTable', () => {
  it('draws the header row and one row per item, named by its label', () => {
    render(<Named />)
    const table = screen.getByRole('table', { name: 'Города' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Название', 'Сортировка'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Москва', '1'])
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Казань', '2'])
    expect(table).not.toHaveClass(classes.fixed!)
    expect(table.querySelector('colgroup')).toBeNull()
  })

  it('with widths the layout is fixed and each column gets its width', () => {
    render(<Named widths={{ name: '70%', sort: '30%' }} />)
    const table = screen.getByRole('table', { name: 'Города' })
    expect(table).toHaveClass(classes.fixed!)
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['70%', '30%'])
  })

  it('can be named by a heading and align its cells to the top (rows of inputs)', () => {
    render(<Labelled />)
    const table = screen.getByRole('table', { name: 'Города страны' })
    expect(classes.top).toBeTruthy()
    expect(table).toHaveClass(classes.top!)
    expect(table).not.toHaveAttribute('aria-label')
  })
})
