import '@mantine/core/styles/Table.css'
import { Table } from '@mantine/core'
import { FlexRender, type RowData, type Table as TanStackTable, type TableFeatures } from '@tanstack/react-table'
import { useDeferredValue } from 'react'
import classes from './data-table.module.css'

type DataTableProps<TFeatures extends TableFeatures, TData extends RowData> = {
  table: Pick<TanStackTable<TFeatures, TData>, 'getHeaderGroups' | 'getRowModel' | 'getAllLeafColumns'>
  /** Column widths by column id (e.g. '12%'); with them the layout is fixed. */
  widths?: Record<string, string>
  /** Cells aligned to their top (rows whose inputs may show an error under them). */
  alignTop?: boolean
} & (
  | {
      /** The table's accessible name. */
      label: string
      labelledBy?: never
    }
  | {
      /** The id of the heading that names the table. */
      labelledBy: string
      label?: never
    }
)

/** The least width a table keeps; a narrower window scrolls it inside its frame. */
const MIN_WIDTH_PX = 720

/**
 * The rows a table's first render draws: a screenful. The rest follow in React's background render
 * (`useDeferredValue` with an initial value), so a new tab shows the first rows without waiting for
 * a hundred rows of Mantine cells, and input is never blocked by them.
 */
const FIRST_RENDER_ROWS = 20

/**
 * A TanStack table drawn into Mantine's Table: the console's one table look (striped, row hover,
 * on the card surface), named by a label or a heading; a wide one scrolls inside itself and says so
 * with `data-scroll-x` (the e2e layout check allows sideways scrolling there).
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  labelledBy,
  widths,
  alignTop = false,
}: DataTableProps<TFeatures, TData>) {
  const allRows = table.getRowModel().rows
  const rows = useDeferredValue(allRows, allRows.slice(0, FIRST_RENDER_ROWS))
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH_PX} type="native" data-scroll-x="">
      <Table
        striped
        highlightOnHover
        bg="var(--console-surface)"
        layout={widths ? 'fixed' : 'auto'}
        aria-label={label}
        aria-labelledby={labelledBy}
        className={[classes.table, widths && classes.fixed, alignTop && classes.top].filter(Boolean).join(' ')}
      >
        {widths && (
          <colgroup>
            {table.getAllLeafColumns().map((column) => (
              <col key={column.id} style={{ width: widths[column.id] }} />
            ))}
          </colgroup>
        )}
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  <FlexRender header={header} />
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
