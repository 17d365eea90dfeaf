import { zodResolver } from '@hookform/resolvers/zod'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { editOfCity } from '@/features/cities/city-merge'
import { changedCityEdits, cityEditOf, draftOf, newCityBodyOf, newCityDraft } from '@/features/cities/city-rows'
import { cityErrorText } from '@/features/cities/messages'
import { useCreateCity, useDeleteCity, useEditCities } from '@/features/cities/mutations'
import { cityQueries } from '@/features/cities/queries'
import { cityRowsFormSchema, type CheckedCityRows, type CityDraft, type CityRowsForm } from '@/features/cities/schemas'
import type { City, Country } from '@/shared/api/common-schemas'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { citiesText } from '@/shared/i18n/cities'
import { ru } from '@/shared/i18n/ru'
import { offersRetry, SaveCancelledError } from '@/shared/save/merged-save-errors'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { notify } from '@/shared/ui/notify'
import { QueryState } from '@/shared/ui/query-state'
import { CityTable, type CityTableRow } from './city-table'

type Mode = 'view' | 'edit' | 'create'

const toast = (message: string) => notify({ tone: 'good', message })
/** A saved city as a row of the table, read-only until an edit. */
const readOnly = (city: City): CityTableRow => ({ draft: draftOf(city), index: null })

/**
 * The chosen country's cities: rows are read-only until 'create' (one new row: POST) or 'edit'
 * (every row: PUT with the edited ones); the rows that take input are a form checked by the city row
 * schema, each error at its cell, a refused save above the table with what was typed kept. Render it
 * with `key={country._id}`.
 */
export function CitiesSection({ country }: { country: Country }) {
  const cities = useQuery(cityQueries.cities(country._id))
  const create = useCreateCity()
  const edit = useEditCities()
  const remove = useDeleteCity()
  const [mode, setMode] = useState<Mode>('view')
  const [pendingDelete, setPendingDelete] = useState<City | null>(null)
  // The cities as the edit began: the base of the save's merge, while the list follows other tabs' saves.
  const [base, setBase] = useState<City[]>([])
  const form = useForm<CityRowsForm, unknown, CheckedCityRows>({ resolver: zodResolver(cityRowsFormSchema), defaultValues: { rows: [] } })
  // The rows as the form was last reset (the values as typed live in the form).
  const { fields } = useFieldArray({ control: form.control, name: 'rows', keyName: 'fieldKey' })
  const guard = useLeaveGuard(form.formState.isDirty)

  const stored = useMemo(() => cities.data ?? [], [cities.data])
  const storedNames = useMemo(() => new Map(stored.map((city) => [city._id, city.name])), [stored])

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
    setBase(stored)
    form.reset({ rows: next === 'create' ? [newCityDraft()] : stored.map(draftOf) })
    setMode(next)
  }
  // The create and edit buttons turn the rows into fields: the first one to type in takes the focus, rather
  // than the button that took their place. The table draws its rows a moment later (it defers them): the focus waits.
  const section = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = section.current
    if (mode === 'view' || !root) return
    const focusFirst = () => {
      const first = root.querySelector<HTMLInputElement>('tbody input')
      first?.focus()
      return first !== null
    }
    if (focusFirst()) return
    const observer = new MutationObserver(() => focusFirst() && observer.disconnect())
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [mode])
  const finish = () => {
    setMode('view')
    form.reset({ rows: [] })
  }

  const save = form.handleSubmit(({ rows }) => {
    if (mode === 'create') {
      const [draft] = rows
      if (!draft) return finish()
      create.mutate(newCityBodyOf(draft, country._id), {
        onSuccess: (city) => {
          finish()
          toast(citiesText.cityCreated(city.name))
        },
      })
      return
    }
    if (changedCityEdits(rows, base).length === 0) return finish()
    edit.mutate(
      { countryId: country._id, base: base.map(editOfCity), mine: rows.map(cityEditOf) },
      {
        onSuccess: (updated) => {
          finish()
          toast(citiesText.citiesSaved(updated.length))
        },
      },
    )
  })

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
    <Stack gap="sm" component="section" aria-labelledby="cities-title" ref={section}>
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
                  <MainAction onClick={() => void save()} loading={saving}>
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
          const editable = fields.map((draft, index) => ({ draft, index }))
          const rows = mode === 'view' ? stored.map(readOnly) : mode === 'create' ? [...stored.map(readOnly), ...editable] : editable
          return (
            <Stack gap="sm">
              {saveError && (
                <ErrorPanel
                  title={citiesText.saveFailed}
                  message={cityErrorText(saveError)}
                  onRetry={offersRetry(saveError) ? () => void save() : undefined}
                  retrying={saving}
                />
              )}
              {rows.length === 0 ? (
                <Text c="dimmed">{citiesText.noCities}</Text>
              ) : (
                <div>
                  <CityTable rows={rows} storedNames={storedNames} control={form.control} onDelete={mode === 'view' ? onDelete : null} />
                </div>
              )}
            </Stack>
          )
        }}
      </QueryState>
      {guard.modal}
      {edit.dialog}
      <DialogSlot open={pendingDelete}>
        {(city, opened) => (
          <ConfirmDialog
            opened={opened}
            title={citiesText.deleteCityTitle}
            message={citiesText.deleteCityMessage(city.name)}
            confirmLabel={ru.common.delete}
            danger
            pending={remove.isPending}
            error={remove.error ? cityErrorText(remove.error) : null}
            onConfirm={() => confirmDelete(city)}
            onClose={() => setPendingDelete(null)}
          />
        )}
      </DialogSlot>
    </Stack>
  )
}
