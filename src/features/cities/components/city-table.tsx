import { Text, TextInput } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { CityDraft, CityField, CityRowErrors } from '@/features/cities/city-rows'
import { citiesText } from '@/shared/i18n/cities'
import { RowAction } from '@/shared/ui/actions'
import { DataTable } from '@/shared/ui/data-table'

type CityTableProps = {
  rows: CityDraft[]
  /** Whether a row's cells are inputs (after 'create' for the new row, after 'edit' for the others). */
  isEditable: (row: CityDraft) => boolean
  /** The stored name of each city, by id, to label a row's inputs while its name is being typed. */
  storedNames: ReadonlyMap<string, string>
  errors: Record<string, CityRowErrors>
  onChange: (key: string, field: CityField, value: string) => void
  /** A delete button per row while nothing is edited; null hides them. */
  onDelete: ((row: CityDraft) => void) | null
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, CityDraft>()
const t = citiesText

/** The chosen country's cities (spec section 2): name, sort, lat, lon; read-only until edited. A plain table keeps the screen light. */
export function CityTable({ rows, isEditable, storedNames, errors, onChange, onDelete }: CityTableProps) {
  const columns = useMemo(() => {
    const rowLabel = (row: CityDraft) => (row._id === null ? t.newCityRow : (storedNames.get(row._id) ?? row.name))
    const field = (name: CityField, header: string, width: number | undefined) =>
      column.display({
        id: name,
        header,
        cell: ({ row }) => {
          const draft = row.original
          if (!isEditable(draft) || (name === 'sort' && draft._id === null)) {
            return draft[name] === '' ? (
              <Text span c="dimmed">
                —
              </Text>
            ) : (
              draft[name]
            )
          }
          return (
            <TextInput
              size="xs"
              w={width}
              aria-label={t.cellLabel(header, rowLabel(draft))}
              value={draft[name]}
              onChange={(event) => onChange(draft.key, name, event.currentTarget.value)}
              error={errors[draft.key]?.[name]}
              {...(name === 'name' ? {} : { inputMode: name === 'sort' ? ('numeric' as const) : ('decimal' as const) })}
            />
          )
        },
      })
    return column.columns([
      field('name', t.columns.name, undefined),
      field('sort', t.columns.sort, 90),
      field('lat', t.columns.lat, 130),
      field('lon', t.columns.lon, 130),
      column.display({
        id: 'actions',
        header: t.columns.actions,
        cell: ({ row }) =>
          onDelete && row.original._id !== null ? (
            <RowAction danger aria-label={t.deleteCityFor(row.original.name)} onClick={() => onDelete(row.original)}>
              {t.deleteCity}
            </RowAction>
          ) : null,
      }),
    ])
  }, [isEditable, storedNames, errors, onChange, onDelete])

  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.key })

  return <DataTable table={table} labelledBy="cities-title" alignTop />
}
