import { NavLink, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Country } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { Flag } from '@/shared/ui/flag'

/** The country list with flags; each entry is a link that puts the country in the URL. */
export function CountryList({ countries, selectedId }: { countries: Country[]; selectedId: string | undefined }) {
  if (countries.length === 0) return <Text c="dimmed">{citiesText.noCountries}</Text>
  return (
    <nav aria-label={citiesText.countriesLabel}>
      <Stack gap={2}>
        {countries.map((country) => {
          const active = country._id === selectedId
          return (
            <NavLink
              key={country._id}
              renderRoot={(props) => <Link {...props} to="/cities" search={{ country: country._id }} />}
              label={country.name}
              leftSection={<Flag url={country.flag_url} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
            />
          )
        })}
      </Stack>
    </nav>
  )
}
