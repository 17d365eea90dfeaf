import { Group, Input, NativeSelect, Text } from '@mantine/core'
import { useId } from 'react'
import { useSystemCountry } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { shellText } from '@/shared/i18n/shell'
import { Flag } from '@/shared/ui/flag'

/**
 * Spec section 2 "Shell": shown for admins with allowed countries; a dropdown only with two or
 * more. A native select: keyboard- and screen-reader-friendly on every platform. A switch goes through the leave guard
 * first (the shell then starts the screen afresh in the new country, console-shell.tsx).
 */
export function CountrySwitcher() {
  const { countries, current, choose } = useSystemCountry()
  const labelId = useId()
  if (!current) return null
  if (countries.length < 2) {
    return (
      <Input.Wrapper label={shellText.country.current} labelElement="div" labelProps={{ id: labelId }}>
        <Group gap="xs" role="group" aria-labelledby={labelId} data-testid="current-country">
          <Flag url={current.flag_url} />
          <Text size="sm">{current.name}</Text>
        </Group>
      </Input.Wrapper>
    )
  }
  return (
    <NativeSelect
      label={shellText.country.switcherLabel}
      data={countries.map((country) => ({ value: country._id, label: country.name }))}
      value={current._id}
      onChange={(event) => {
        const chosen = event.currentTarget.value
        // Unsaved changes on the screen: the leave guard asks first; staying keeps the country and the screen.
        void unsavedChanges.confirmLeave('country').then((leave) => leave && choose(chosen))
      }}
      leftSection={<Flag url={current.flag_url} size={12} />}
    />
  )
}
