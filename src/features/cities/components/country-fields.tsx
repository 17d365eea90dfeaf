import { TextInput } from '@mantine/core'
import { citiesText } from '@/shared/i18n/cities'
import { FlagField } from './flag-field'

type CountryFieldsProps = {
  name: string
  onNameChange: (name: string) => void
  nameError: string | null | undefined
  /** The flag preview's alternative text. */
  flagLabel: string
  /** The saved flag, if any. */
  currentFlagUrl: string | null
  /** A chosen flag not saved yet. */
  flag: File | null
  onFlagChoose: (file: File) => void
  /** Another type than png or jpeg was chosen. */
  onFlagRejected: () => void
  flagError: string | null | undefined
  disabled?: boolean
}

/**
 * A country's name and flag (spec section 2): the fields of the new-country modal and of the
 * chosen country's editor. The name takes the focus when a modal opens.
 */
export function CountryFields({
  name,
  onNameChange,
  nameError,
  flagLabel,
  currentFlagUrl,
  flag,
  onFlagChoose,
  onFlagRejected,
  flagError,
  disabled = false,
}: CountryFieldsProps) {
  return (
    <>
      <TextInput
        label={citiesText.countryName}
        value={name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        error={nameError}
        maw={420}
        data-autofocus
      />
      <FlagField
        label={flagLabel}
        currentUrl={currentFlagUrl}
        file={flag}
        onChoose={onFlagChoose}
        onRejected={onFlagRejected}
        error={flagError}
        disabled={disabled}
      />
    </>
  )
}
