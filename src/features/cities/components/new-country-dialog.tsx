import { Modal } from '@mantine/core'
import { useState } from 'react'
import { cityErrorText } from '@/features/cities/messages'
import { useCreateCountry } from '@/features/cities/mutations'
import type { Country } from '@/shared/api/common-schemas'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { citiesText } from '@/shared/i18n/cities'
import { nameProblem } from '@/shared/lib/name-rules'
import { offersRetry } from '@/shared/save/merged-save-errors'
import { DialogForm } from '@/shared/ui/dialog-form'
import { CountryFields } from './country-fields'

type FieldErrors = { name?: string | undefined; flag?: string | undefined }

type NewCountryDialogProps = {
  /** The Modal's `opened` (the cities page mounts it in a DialogSlot, afresh at each opening). */
  opened: boolean
  onClose: () => void
  onCreated: (country: Country) => void
}

/**
 * A new country: name (at least 2) and flag (png or jpeg). A refusal is looked up in the country
 * error table and shown in the modal; what was typed stays. The cities page loads it lazily.
 */
export function NewCountryDialog({ opened, onClose, onCreated }: NewCountryDialogProps) {
  const create = useCreateCountry()
  const [name, setName] = useState('')
  const [flag, setFlag] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  // A typed name or a chosen flag is unsaved until the country is created or the dialog is cancelled.
  const guard = useLeaveGuard(name !== '' || flag !== null)

  const close = () => {
    if (create.isPending) return
    onClose()
  }
  // Escape or a click outside is no answer: with something typed, the leave question asks first.
  const dismiss = () => {
    if (!create.isPending) void guard.confirmClose().then((leave) => leave && onClose())
  }

  const submit = () => {
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
          guard.allow()
          onCreated(country)
        },
      },
    )
  }

  return (
    <Modal opened={opened} onClose={dismiss} title={citiesText.newCountry} centered>
      <DialogForm
        submitLabel={citiesText.create}
        pending={create.isPending}
        onSubmit={submit}
        onCancel={close}
        error={create.isError ? cityErrorText(create.error) : null}
        onRetry={offersRetry(create.error) ? submit : undefined}
      >
        <CountryFields
          name={name}
          onNameChange={(typed) => {
            setName(typed)
            setErrors((current) => ({ ...current, name: undefined }))
          }}
          nameError={errors.name}
          flagLabel={citiesText.flag}
          currentFlagUrl={null}
          flag={flag}
          onFlagChoose={(file) => {
            setFlag(file)
            setErrors((current) => ({ ...current, flag: undefined }))
          }}
          onFlagRejected={() => setErrors((current) => ({ ...current, flag: citiesText.validation.flagType }))}
          flagError={errors.flag}
        />
        {guard.modal}
      </DialogForm>
    </Modal>
  )
}
