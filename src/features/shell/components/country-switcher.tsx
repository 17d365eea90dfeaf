import { Group, NativeSelect, Stack, Text } from '@mantine/core'
import { ru } from '../../../shared/i18n/ru'
import { useSystemCountry } from '../../../shared/auth/session'
import { Flag } from '../../../shared/ui/flag'

/**
 * Spec section 2 "Shell": shown for admins with allowed countries; a dropdown only with two or
 * more. A native select: keyboard- and screen-reader-friendly, and it keeps the shell light.
 */
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
  return (
    <NativeSelect
      label={ru.country.switcherLabel}
      data={countries.map((country) => ({ value: country._id, label: country.name }))}
      value={current._id}
      onChange={(event) => choose(event.currentTarget.value)}
      leftSection={<Flag url={current.flag_url} size={12} />}
    />
  )
}
