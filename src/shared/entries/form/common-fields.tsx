import { Input, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { Contacts } from '@/shared/api/common-schemas'
import { entryFormText } from '@/shared/i18n/ru'
import { CONTACT_CHANNELS } from '@/shared/limits'
import { PhotoPicker } from '@/shared/photos/photo-picker'

const t = entryFormText

/** The values every entry form has (organization and event). */
type EntryValues = { owner_id: string; name: string; contacts: Contacts; photos: File[] }

/** Owner id and name (spec section 5: 24 characters; 2 to 100). Place inside the form's grid. */
export function OwnerAndNameFields() {
  const { register, formState } = useFormContext<EntryValues>()
  return (
    <>
      <TextInput
        label={t.fields.owner_id}
        placeholder={t.ownerPlaceholder}
        withAsterisk
        error={formState.errors.owner_id?.message}
        {...register('owner_id')}
      />
      <TextInput label={t.fields.name} withAsterisk error={formState.errors.name?.message} {...register('name')} />
    </>
  )
}

/** The seven contact channels; at least one must be filled (the error shows under the group). */
export function ContactsFields() {
  const { register, formState } = useFormContext<EntryValues>()
  return (
    <Stack gap="xs" role="group" aria-label={t.fields.contacts}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {CONTACT_CHANNELS.map((channel) => (
          <TextInput key={channel} label={t.contacts[channel]} {...register(`contacts.${channel}`)} />
        ))}
      </SimpleGrid>
      {formState.errors.contacts?.message && <Input.Error role="alert">{formState.errors.contacts.message}</Input.Error>}
    </Stack>
  )
}

/** The new photos of a create form (png or jpeg, previews, newest in front). */
export function CreatePhotosField() {
  const { control } = useFormContext<EntryValues>()
  return (
    <Controller
      control={control}
      name="photos"
      render={({ field, fieldState }) => (
        <PhotoPicker
          label={t.fields.photos}
          files={field.value}
          onAdd={(files) => field.onChange([...files, ...field.value])}
          onRemove={(index) => field.onChange(field.value.filter((_, i) => i !== index))}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
