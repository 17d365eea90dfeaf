import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { citiesText } from '../../../shared/i18n/cities'
import { ru } from '../../../shared/i18n/ru'
import { nameProblem } from '../../../shared/lib/name-rules'
import { geoErrorText } from '../messages'
import { useCreateCountry } from '../mutations'
import type { Country } from '../schemas'
import { FlagField } from './flag-field'

type FieldErrors = { name?: string | undefined; flag?: string | undefined }

export type NewCountryDialogProps = { opened: boolean; onClose: () => void; onCreated: (country: Country) => void }

/**
 * A new country: name (at least 2) and flag (png or jpeg). A refusal is looked up in the country
 * error table and shown in the modal; what was typed stays.
 */
export default function NewCountryDialog({ opened, onClose, onCreated }: NewCountryDialogProps) {
  const create = useCreateCountry()
  const [name, setName] = useState('')
  const [flag, setFlag] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})

  const close = () => {
    if (create.isPending) return
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: FieldErrors = {}
    const nameError = nameProblem(name)
    if (nameError) next.name = nameError
    if (!flag) next.flag = citiesText.validation.flagRequired
    setErrors(next)
    if (next.name || next.flag || !flag) return
    create.mutate(
      { name: name.trim(), flag },
      {
        onSuccess: (country) => {
          setName('')
          setFlag(null)
          onCreated(country)
        },
      },
    )
  }

  return (
    <Modal opened={opened} onClose={close} title={citiesText.newCountry} centered closeButtonProps={{ 'aria-label': ru.common.close }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={citiesText.countryName}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setErrors((current) => ({ ...current, name: undefined }))
            }}
            error={errors.name}
            data-autofocus
          />
          <FlagField
            label={citiesText.flag}
            currentUrl={null}
            file={flag}
            onChoose={(file) => {
              setFlag(file)
              setErrors((current) => ({ ...current, flag: undefined }))
            }}
            onRejected={() => setErrors((current) => ({ ...current, flag: citiesText.validation.flagType }))}
            error={errors.flag}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert" title={ru.common.error}>
              {geoErrorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {ru.common.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {citiesText.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
