import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { editOfCity } from '@/features/cities/city-merge'
import {
  changedCityEdits,
  cityEditOf,
  draftOf,
  newCityBodyOf,
  newCityDraft,
  validateCityDrafts,
  type CityDraft,
  type CityField,
  type CityRowErrors,
  hasUnsavedCityRows,
} from '@/features/cities/city-rows'
import { cityErrorText } from '@/features/cities/messages'
import { useCreateCity, useDeleteCity, useEditCities } from '@/features/cities/mutations'
import { cityQueries } from '@/features/cities/queries'
import type { City, Country } from '@/shared/api/common-schemas'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { citiesText } from '@/shared/i18n/cities'
import { SaveCancelledError } from '@/shared/save/merged-save-errors'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { DeleteConfirm } from '@/shared/ui/delete-confirm'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { notify } from '@/shared/ui/notify'
import { QueryState } from '@/shared/ui/query-state'
import { CityTable } from './city-table'

type Mode = 'view' | 'edit' | 'create'

const toast = (message: string) => notify({ tone: 'good', message })
/** A row's delete button within reach: the confirmation starts loading. */

/**
 * The chosen country's cities: rows are read-only until 'create' (one new row: POST) or 'edit'
 * (every row: PUT with the edited ones); each error shows at its cell, a refused save above the
 * table with what was typed kept. Render it with `key={country._id}`.
 */
export function CitiesSection({ country }: { country: Country }) {
  const cities = useQuery(cityQueries.cities(country._id))
  const create = useCreateCity()
  const edit = useEditCities()
  const remove = useDeleteCity()
  const [mode, setMode] = useState<Mode>('view')
  const [drafts, setDrafts] = useState<CityDraft[]>([])
  const [errors, setErrors] = useState<Record<string, CityRowErrors>>({})
  const [checked, setChecked] = useState(false)
  const [pendingDelete, setPendingDelete] = useState<City | null>(null)
  // The cities as the edit began: the base of the save's merge, while the list follows other tabs' saves.
  const [base, setBase] = useState<City[]>([])

  const stored = useMemo(() => cities.data ?? [], [cities.data])
  const guard = useLeaveGuard(hasUnsavedCityRows(mode, drafts, mode === 'edit' ? base : stored))
  const storedNames = useMemo(() => new Map(stored.map((city) => [city._id, city.name])), [stored])
  const isEditable = useCallback(
    (row: CityDraft) => (mode === 'edit' ? row._id !== null : mode === 'create' ? row._id === null : false),
    [mode],
  )
  const editableOf = (rows: CityDraft[]) => rows.filter(isEditable)

  const onChange = useCallback(
    (key: string, field: CityField, value: string) => {
      setDrafts((rows) => {
        const next = rows.map((row) => (row.key === key ? { ...row, [field]: value } : row))
        // After a first save attempt the errors follow what is typed.
        if (checked) setErrors(validateCityDrafts(next.filter(isEditable)))
        return next
      })
    },
    [checked, isEditable],
  )

  const onDelete = useCallback(
    (row: CityDraft) => {
      remove.reset()
      setPendingDelete(stored.find((city) => city._id === row._id) ?? null)
    },
    // The mutation object changes every render; its reset function does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remove.reset, stored],
  )

  const begin = (next: Mode) => {
    create.reset()
    edit.reset()
    setErrors({})
    setChecked(false)
    setBase(stored)
    setDrafts(next === 'create' ? [...stored.map(draftOf), newCityDraft()] : stored.map(draftOf))
    setMode(next)
  }
  const finish = () => {
    setMode('view')
    setDrafts([])
    setErrors({})
    setChecked(false)
  }

  const save = () => {
    const found = validateCityDrafts(editableOf(drafts))
    setErrors(found)
    setChecked(true)
    if (Object.keys(found).length > 0) return
    if (mode === 'create') {
      const draft = drafts.find((row) => row._id === null)
      if (!draft) return finish()
      create.mutate(newCityBodyOf(draft, country._id), {
        onSuccess: (city) => {
          finish()
          toast(citiesText.cityCreated(city.name))
        },
      })
      return
    }
    if (changedCityEdits(drafts, base).length === 0) return finish()
    edit.mutate(
      { countryId: country._id, base: base.map(editOfCity), mine: drafts.filter((row) => row._id !== null).map(cityEditOf) },
      {
        onSuccess: (updated) => {
          finish()
          toast(citiesText.citiesSaved(updated.length))
        },
      },
    )
  }

  const confirmDelete = (city: City) => {
    remove.mutate(
      { countryId: country._id, cityId: city._id },
      {
        onSuccess: () => {
          setPendingDelete(null)
          toast(citiesText.cityDeleted(city.name))
        },
      },
    )
  }

  const saving = create.isPending || edit.isPending
  // Closing the conflict dialog sends nothing and keeps the rows as typed: not a failure.
  const saveError = create.error ?? (edit.error instanceof SaveCancelledError ? null : edit.error)

  return (
    <Stack gap="sm" component="section" aria-labelledby="cities-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="cities-title">
          {citiesText.citiesOf(country.name)}
        </Title>
        {/* The actions come with the cities; their loading and failure show below. */}
        <QueryState query={cities} pending={null} failure={null}>
          {() => (
            <Group gap="sm">
              {mode === 'view' ? (
                <>
                  <MainAction onClick={() => begin('create')}>{citiesText.createCity}</MainAction>
                  <SecondaryAction onClick={() => begin('edit')} disabled={stored.length === 0}>
                    {citiesText.editCities}
                  </SecondaryAction>
                </>
              ) : (
                <>
                  <MainAction onClick={save} loading={saving}>
                    {citiesText.saveCities}
                  </MainAction>
                  <SecondaryAction onClick={finish} disabled={saving}>
                    {citiesText.cancelEdit}
                  </SecondaryAction>
                </>
              )}
            </Group>
          )}
        </QueryState>
      </Group>
      <QueryState query={cities} title={citiesText.citiesFailed}>
        {() => {
          const rows = mode === 'view' ? stored.map(draftOf) : drafts
          return (
            <Stack gap="sm">
              {saveError && <ErrorPanel title={citiesText.saveFailed} message={cityErrorText(saveError)} />}
              {rows.length === 0 ? (
                <Text c="dimmed">{citiesText.noCities}</Text>
              ) : (
                <div>
                  <CityTable
                    rows={rows}
                    isEditable={isEditable}
                    storedNames={storedNames}
                    errors={errors}
                    onChange={onChange}
                    onDelete={mode === 'view' ? onDelete : null}
                  />
                </div>
              )}
            </Stack>
          )
        }}
      </QueryState>
      {guard.modal}
      {edit.dialog}
      <DeleteConfirm
        target={pendingDelete}
        title={citiesText.deleteCityTitle}
        message={(city) => citiesText.deleteCityMessage(city.name)}
        call={remove}
        failureText={cityErrorText}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      />
    </Stack>
  )
}
