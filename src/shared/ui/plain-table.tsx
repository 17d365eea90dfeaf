import { FlexRender, type RowData, type Table, type TableFeatures } from '@tanstack/react-table'
import classes from './plain-table.module.css'

type PlainTableProps<TFeatures extends TableFeatures, TData extends RowData> = {
  table: Pick<Table<TFeatures, TData>, 'getHeaderGroups' | 'getRowModel' | 'getAllLeafColumns'>
  /** The table's accessible name. */
  label: string
  /** Column widths by column id (e.g. '12%'); with them the layout is fixed. */
  widths?: Record<string, string>
}

/**
 * A TanStack table drawn as a plain `<table>` in Mantine's look: striped rows, hover, horizontal
 * scroll on narrow screens. Light enough for the 200 KB budget of a list screen.
 */
export function PlainTable<TFeatures extends TableFeatures, TData extends RowData>({ table, label, widths }: PlainTableProps<TFeatures, TData>) {
  return (
    <div className={classes.scroll}>
      <table className={widths ? `${classes.table} ${classes.fixed}` : classes.table} aria-label={label}>
        {widths && (
          <colgroup>
            {table.getAllLeafColumns().map((column) => (
              <col key={column.id} style={{ width: widths[column.id] }} />
            ))}
          </colgroup>
        )}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
