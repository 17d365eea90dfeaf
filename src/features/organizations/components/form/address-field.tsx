import { TextInput } from '@mantine/core'
import { organizationFormText } from '@/shared/i18n/organizations'
import { useDeferredComponent } from '@/shared/ui/deferred-fields'
import type { AddressFieldProps } from './address-combobox'

const t = organizationFormText

const loadAddressCombobox = () => import('./address-combobox').then((module) => module.default)

/**
 * The address field. Its suggestion list (Mantine's Combobox) loads when the admin first types an
 * address; until it is there this plain field, with the same label, value and error, takes the text.
 */
export function AddressField(props: AddressFieldProps) {
  const { Component: AddressCombobox, request } = useDeferredComponent(loadAddressCombobox)
  if (AddressCombobox) return <AddressCombobox {...props} />
  return (
    <TextInput
      label={t.fields.address}
      placeholder={t.addressPlaceholder}
      withAsterisk
      value={props.value}
      error={props.error}
      autoComplete="off"
      onChange={(event) => {
        props.onChange(event.currentTarget.value)
        request()
      }}
      onBlur={props.onBlur}
    />
  )
}
