import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { cityQueries } from '@/features/cities/queries'
import type { AddressSuggestion } from '@/features/cities/schemas'
import { errorText } from '@/shared/api/client'
import { organizationFormText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'

const t = organizationFormText

type AddressFieldProps = {
  value: string
  cityId: string
  error?: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  /** A suggestion was chosen and its coordinates fetched. */
  onCoordinates: (coordinates: { lat: string; lon: string }) => void
}

/**
 * The address with suggestions from the geocoding calls once the admin types: debounced while
 * typing, a superseded request is cancelled, the list hides 100 ms after the field loses focus;
 * choosing one sets the address and fetches its coordinates. An empty answer shows the spec's
 * nothing-found text in the list (section 8), a failed call the generic text of section 8 under the field.
 */
export function AddressField({ value, cityId, error, onChange, onBlur, onCoordinates }: AddressFieldProps) {
  const combobox = useCombobox()
  // Suggestions follow what the admin types, not the address the form opened with.
  const [typed, setTyped] = useState(false)
  const [debounced] = useDebouncedValue(value.trim(), LIMITS.searchDebounceMs)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const enabled = typed && cityId !== '' && debounced.length >= LIMITS.nameMin
  const suggestions = useQuery({ ...cityQueries.addressSuggestions(cityId, debounced), enabled })
  const items = enabled ? (suggestions.data ?? []) : []
  const noneFound = enabled && suggestions.isSuccess && items.length === 0
  const suggestionsFailed = enabled && suggestions.isError ? t.addressSuggestionsFailed(errorText(suggestions.error)) : undefined

  // The coordinates call of the latest choice (an earlier one is cancelled, its answer ignored),
  // and whether it failed: the admin then sets the point on the map.
  const queryClient = useQueryClient()
  const coordinatesCall = useRef<{ placeId: string }>(undefined)
  const [coordinatesFailed, setCoordinatesFailed] = useState(false)

  const choose = (suggestion: AddressSuggestion) => {
    setTyped(false)
    onChange(suggestion.address_main)
    combobox.closeDropdown()
    const previous = coordinatesCall.current
    if (previous && previous.placeId !== suggestion.place_id) {
      void queryClient.cancelQueries({ queryKey: cityQueries.placeCoordinates(previous.placeId).queryKey })
    }
    const call = { placeId: suggestion.place_id }
    coordinatesCall.current = call
    setCoordinatesFailed(false)
    queryClient
      .fetchQuery(cityQueries.placeCoordinates(suggestion.place_id))
      .then((coordinates) => {
        if (coordinatesCall.current === call) onCoordinates({ lat: String(coordinates.lat), lon: String(coordinates.lon) })
      })
      .catch(() => {
        if (coordinatesCall.current !== call) return
        // The previous address's point must not be saved with this address.
        onCoordinates({ lat: '', lon: '' })
        setCoordinatesFailed(true)
      })
  }

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(placeId) => {
        const found = items.find((item) => item.place_id === placeId)
        if (found) choose(found)
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t.fields.address}
          placeholder={t.addressPlaceholder}
          withAsterisk
          value={value}
          error={error ?? (coordinatesFailed ? t.addressCoordinatesFailed : suggestionsFailed)}
          autoComplete="off"
          rightSection={suggestions.isFetching && enabled ? <Loader size="xs" aria-label={t.addressLoading} /> : null}
          onChange={(event) => {
            setTyped(true)
            setCoordinatesFailed(false)
            onChange(event.currentTarget.value)
            combobox.openDropdown()
            combobox.resetSelectedOption()
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current)
            combobox.openDropdown()
          }}
          onBlur={() => {
            onBlur()
            hideTimer.current = setTimeout(() => combobox.closeDropdown(), LIMITS.addressBlurHideMs)
          }}
        />
      </Combobox.Target>
      {/* In the form, not in a portal: the list and its nothing-found text are read inside the page's landmarks. */}
      <Combobox.Dropdown hidden={items.length === 0 && !noneFound}>
        {noneFound ? (
          <Combobox.Empty>{ru.common.nothingFound}</Combobox.Empty>
        ) : (
          <Combobox.Options aria-label={t.addressSuggestions}>
            {items.map((item) => (
              <Combobox.Option value={item.place_id} key={item.place_id}>
                {item.address_full}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  )
}
