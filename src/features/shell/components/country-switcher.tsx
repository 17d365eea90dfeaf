import { useSystemCountry } from '@/shared/auth/session'
import { Flag } from '@/shared/ui/flag'
import { PlainSelectField, PlainValueField } from '@/shared/ui/plain-field'
import { shellText } from '@/shared/i18n/shell'

/**
 * Spec section 2 "Shell": shown for admins with allowed countries; a dropdown only with two or
 * more. A native select: keyboard- and screen-reader-friendly, and it keeps the shell light.
 */
export function CountrySwitcher() {
  const { countries, current, choose } = useSystemCountry()
  if (!current) return null
  if (countries.length < 2) {
    return (
      <PlainValueField label={shellText.country.current} testId="current-country">
        <Flag url={current.flag_url} />
        {current.name}
      </PlainValueField>
    )
  }
  return (
    <PlainSelectField
      label={shellText.country.switcherLabel}
      options={countries.map((country) => ({ value: country._id, label: country.name }))}
      value={current._id}
      onChange={(event) => choose(event.currentTarget.value)}
      icon={<Flag url={current.flag_url} size={12} />}
    />
  )
}
