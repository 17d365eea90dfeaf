import { Group, Select, Stack, Text } from '@mantine/core'
import { ru } from '../../../shared/i18n/ru'
import { useSystemCountry } from '../../../shared/auth/session'
import { Flag } from '../../../shared/ui/flag'

/** Spec section 2 "Shell": shown for admins with allowed countries; a dropdown only with two or more. */
export function CountrySwitcher() {
  const { countries, current, choose } = useSystemCountry()
  if (!current) return null
  if (countries.length < 2) {
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed" id="current-country-label">
          {ru.country.current}
        </Text>
        <Group gap="xs" aria-labelledby="current-country-label" role="group" data-testid="current-country">
          <Flag url={current.flag_url} />
          <Text size="sm">{current.name}</Text>
        </Group>
      </Stack>
    )
  }
  const flagOf = new Map(countries.map((country) => [country._id, country.flag_url]))
  return (
    <Select
      label={ru.country.switcherLabel}
      data={countries.map((country) => ({ value: country._id, label: country.name }))}
      value={current._id}
      onChange={(id) => id && choose(id)}
      allowDeselect={false}
      leftSection={<Flag url={current.flag_url} size={14} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag url={flagOf.get(option.value) ?? ''} size={14} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      nothingFoundMessage={ru.common.nothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
