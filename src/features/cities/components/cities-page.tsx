import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { cityQueries } from '@/features/cities/queries'
import { citiesText } from '@/shared/i18n/cities'
import { ru } from '@/shared/i18n/ru'
import { MainAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ListDetail } from '@/shared/ui/list-detail'
import { notify } from '@/shared/ui/notify'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { CitiesSection } from './cities-section'
import { CountryEditor } from './country-editor'
import { CountryList } from './country-list'
import { NewCountryDialog } from './new-country-dialog'

/**
 * Spec section 2 "Countries and cities": the country list (a new country goes first), the chosen
 * country's editor and its cities. The chosen country lives in the URL (`?country=`).
 */
export function CitiesPage({ countryId }: { countryId: string | undefined }) {
  const countries = useQuery(cityQueries.countries())
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const choose = (id: string | undefined) => void navigate({ to: '/cities', search: id ? { country: id } : {} })

  return (
    <PageFrame title={ru.pages.cities} actions={<MainAction onClick={() => setCreating(true)}>{citiesText.newCountry}</MainAction>}>
      <QueryState query={countries} title={citiesText.countriesFailed}>
        {(list) => {
          const selected = countryId ? list.find((country) => country._id === countryId) : undefined
          return (
            <ListDetail listMinPx={240} list={<CountryList countries={list} selectedId={countryId} />}>
              {selected ? (
                <Stack gap="xl">
                  <CountryEditor key={`editor-${selected._id}`} country={selected} onDeleted={() => choose(undefined)} />
                  <CitiesSection key={`cities-${selected._id}`} country={selected} />
                </Stack>
              ) : (
                <Text c="dimmed">{countryId ? citiesText.countryNotFound : citiesText.chooseCountry}</Text>
              )}
            </ListDetail>
          )
        }}
      </QueryState>
      <DialogSlot open={creating}>
        {(_, opened) => (
          <NewCountryDialog
            opened={opened}
            onClose={() => setCreating(false)}
            onCreated={(country) => {
              setCreating(false)
              notify({ tone: 'good', message: citiesText.countryCreated(country.name) })
              choose(country._id)
            }}
          />
        )}
      </DialogSlot>
    </PageFrame>
  )
}
