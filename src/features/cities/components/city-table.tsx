import { Text, TextInput } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Controller, type Control } from 'react-hook-form'
import type { CheckedCityRows, CityDraft, CityField, CityRowsForm } from '@/features/cities/schemas'
import { citiesText } from '@/shared/i18n/cities'
import { RowAction } from '@/shared/ui/actions'
import { DataTable } from '@/shared/ui/data-table'

/** A row of the table: the city as stored or as the edit began, and its place in the form when its cells take input. */
export type CityTableRow = { draft: CityDraft; index: number | null }

type CityTableProps = {
  rows: CityTableRow[]
  /** The stored name of each city, by id, to label a row's inputs while its name is being typed. */
  storedNames: ReadonlyMap<string, string>
  /** The form of the rows that take input. */
  control: Control<CityRowsForm, unknown, CheckedCityRows>
  /** A delete button per row while nothing is edited; null hides them. */
  onDelete: ((row: CityDraft) => void) | null
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, CityTableRow>()
const t = citiesText

/** The chosen country's cities (spec section 2): name, sort, lat, lon; read-only until edited. A plain table keeps the screen light. */
export function CityTable({ rows, storedNames, control, onDelete }: CityTableProps) {
  const columns = useMemo(() => {
    const rowLabel = (row: CityDraft) => (row._id === null ? t.newCityRow : (storedNames.get(row._id) ?? row.name))
    const field = (name: CityField, header: string, width: number | undefined) =>
      column.display({
        id: name,
        header,
        cell: ({ row }) => {
          const { draft, index } = row.original
          // A new city has no sort until it is saved.
          if (index === null || (name === 'sort' && draft._id === null)) {
            return draft[name] === '' ? (
              <Text span c="dimmed">
                —
              </Text>
            ) : (
              draft[name]
            )
          }
          return (
            <Controller
              control={control}
              name={`rows.${index}.${name}`}
              render={({ field: input, fieldState }) => (
                <TextInput
                  {...input}
                  size="xs"
                  w={width}
                  aria-label={t.cellLabel(header, rowLabel(draft))}
                  error={fieldState.error?.message}
                  {...(name === 'name' ? {} : { inputMode: name === 'sort' ? ('numeric' as const) : ('decimal' as const) })}
                />
              )}
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
        cell: ({ row }) => {
          const { draft } = row.original
          return onDelete && draft._id !== null ? (
            <RowAction danger aria-label={t.deleteCityFor(draft.name)} onClick={() => onDelete(draft)}>
              {t.deleteCity}
            </RowAction>
          ) : null
        },
      }),
    ])
  }, [storedNames, control, onDelete])

  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.draft.key })

  return <DataTable table={table} labelledBy="cities-title" alignTop />
}
