import { Select } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Controller, useFormContext } from 'react-hook-form'
import type { City, Country } from '@/shared/api/common-schemas'
import { entryFormText } from '@/shared/i18n/ru'
import { ErrorPanel } from '@/shared/ui/error-panel'

const t = entryFormText
const dirty = { shouldDirty: true, shouldValidate: false } as const

/** A country's cities as the cities feature's query factory reads them (`cityQueries.cities`). */
export type CitiesQuery<K extends QueryKey> = (countryId: string) => UseQueryOptions<City[], Error, City[], K>

type CountryCityFieldsProps<K extends QueryKey> = {
  countries: Country[]
  citiesOf: CitiesQuery<K>
  /** The city is required (an asterisk); the form's schema says so too. */
  cityRequired: boolean
  /** Another country was chosen (the city is cleared already). */
  onCountryChange?: () => void
  /** A city was chosen (or cleared: ''). */
  onCityChange?: (cityId: string) => void
}

/** The query of the form's chosen country's cities (the one the pickers read). */
function useCountryCitiesQuery<K extends QueryKey>(citiesOf: CitiesQuery<K>, countryId: string) {
  return useQuery({ ...citiesOf(countryId), enabled: countryId !== '' })
}

/** The cities of the form's chosen country (the same query the pickers read). */
export function useCountryCities<K extends QueryKey>(citiesOf: CitiesQuery<K>, countryId: string): City[] {
  return useCountryCitiesQuery(citiesOf, countryId).data ?? []
}

/**
 * The entry form's country then city pickers (spec section 2 "Pickers"): the city list is
 * the chosen country's (read through `citiesOf`, the cities feature's query); choosing another country
 * clears the city. A failed city list says so with a retry (spec section 8's texts), never an empty picker
 * without a word. Place inside the form's grid.
 */
export function CountryCityFields<K extends QueryKey>({
  countries,
  citiesOf,
  cityRequired,
  onCountryChange,
  onCityChange,
}: CountryCityFieldsProps<K>) {
  const { control, watch, setValue, formState } = useFormContext<{ country_id: string; city_id: string }>()
  const countryId = watch('country_id')
  const citiesQuery = useCountryCitiesQuery(citiesOf, countryId)
  const cities = citiesQuery.data ?? []
  return (
    <>
      <Select
        label={t.fields.country_id}
        placeholder={t.countryPlaceholder}
        searchable
        data={countries.map((c) => ({ value: c._id, label: c.name }))}
        value={countryId || null}
        onChange={(value) => {
          setValue('country_id', value ?? '', dirty)
          setValue('city_id', '', dirty)
          onCountryChange?.()
        }}
        error={formState.errors.country_id?.message}
      />
      <Controller
        control={control}
        name="city_id"
        render={({ field, fieldState }) => (
          <Select
            label={t.fields.city_id}
            placeholder={countryId ? t.cityPlaceholderReady : t.cityPlaceholder}
            withAsterisk={cityRequired}
            searchable
            clearable
            disabled={countryId === ''}
            data={cities.map((city) => ({ value: city._id, label: city.name }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '')
              onCityChange?.(value ?? '')
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {citiesQuery.isError && (
        // The whole row of the form's grid.
        <div style={{ gridColumn: '1 / -1' }}>
          <ErrorPanel
            title={t.citiesFailed}
            error={citiesQuery.error}
            onRetry={() => void citiesQuery.refetch()}
            retrying={citiesQuery.isFetching}
          />
        </div>
      )}
    </>
  )
}
