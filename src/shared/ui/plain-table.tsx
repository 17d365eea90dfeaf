import { FlexRender, type RowData, type Table, type TableFeatures } from '@tanstack/react-table'
import classes from './plain-table.module.css'

type PlainTableProps<TFeatures extends TableFeatures, TData extends RowData> = {
  table: Pick<Table<TFeatures, TData>, 'getHeaderGroups' | 'getRowModel' | 'getAllLeafColumns'>
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

/**
 * A TanStack table drawn as a plain `<table>` in Mantine's look: striped rows, hover, horizontal
 * scroll on narrow screens, without a component library's table code on a list screen.
 */
export function PlainTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  labelledBy,
  widths,
  alignTop = false,
}: PlainTableProps<TFeatures, TData>) {
  const className = [classes.table, widths && classes.fixed, alignTop && classes.top].filter(Boolean).join(' ')
  return (
    <div className={classes.scroll}>
      <table className={className} aria-label={label} aria-labelledby={labelledBy}>
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
