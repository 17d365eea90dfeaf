import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { Checkbox, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { cityQueries } from '@/features/cities/queries'
import type { OrganizationFormValues } from '@/features/organizations/schemas'
import type { Country } from '@/shared/api/common-schemas'
import { CountryCityFields, useCountryCities } from '@/shared/entries/form/country-city-fields'
import { LocationMap } from '@/shared/entries/location-map/location-map'
import { organizationFormText } from '@/shared/i18n/organizations'
import { AddressField } from './address-field'

const t = organizationFormText
const dirty = { shouldDirty: true, shouldValidate: false } as const

/** Country then city; for other than the online category also the address, coordinates, map and additional cities. */
export function LocationSection({ countries, online }: { countries: Country[]; online: boolean }) {
  const { control, register, watch, setValue, getValues, formState } = useFormContext<OrganizationFormValues>()
  const { errors } = formState
  const countryId = watch('country_id')
  const cityId = watch('city_id')
  const lat = watch('lat')
  const lon = watch('lon')
  const cities = useCountryCities(cityQueries.cities, countryId)
  const cityOptions = cities.map((city) => ({ value: city._id, label: city.name }))
  const city = cities.find((c) => c._id === cityId)

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountryCityFields
          countries={countries}
          citiesOf={cityQueries.cities}
          cityRequired={!online}
          onCountryChange={() => setValue('additional_city_ids', [], dirty)}
          // The main city is never also an additional one.
          onCityChange={(value) =>
            value &&
            setValue(
              'additional_city_ids',
              getValues('additional_city_ids').filter((id) => id !== value),
              dirty,
            )
          }
        />
      </SimpleGrid>
      {!online && (
        <>
          <Controller
            control={control}
            name="address"
            render={({ field, fieldState }) => (
              <AddressField
                value={field.value}
                cityId={cityId}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onCoordinates={(coordinates) => {
                  setValue('lat', coordinates.lat, dirty)
                  setValue('lon', coordinates.lon, dirty)
                }}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput label={t.fields.lat} withAsterisk inputMode="decimal" error={errors.lat?.message} {...register('lat')} />
            <TextInput label={t.fields.lon} withAsterisk inputMode="decimal" error={errors.lon?.message} {...register('lon')} />
            <Checkbox label={t.specialPoint} style={{ alignSelf: 'end' }} pb={8} {...register('is_special_point_on_map')} />
          </SimpleGrid>
          <LocationMap
            lat={lat}
            lon={lon}
            fallbackCenter={city ? { lat: city.coordinates.lat, lon: city.coordinates.lon } : null}
            onPick={(coordinates) => {
              setValue('lat', coordinates.lat, dirty)
              setValue('lon', coordinates.lon, dirty)
            }}
          />
          <Controller
            control={control}
            name="additional_city_ids"
            render={({ field }) => (
              <MultiSelect
                label={t.fields.additional_city_ids}
                placeholder={t.additionalCitiesPlaceholder}
                searchable
                disabled={countryId === ''}
                data={cityOptions.filter((option) => option.value !== cityId)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </>
      )}
    </Stack>
  )
}
