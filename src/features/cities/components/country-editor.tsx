import { Group, Stack, Title } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import { cityErrorText } from '@/features/cities/messages'
import { useDeleteCountry, useEditCountry } from '@/features/cities/mutations'
import type { Country } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { nameProblem } from '@/shared/lib/name-rules'
import { SaveCancelledError } from '@/shared/save/merged-save-errors'
import { DangerAction, MainAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { notify } from '@/shared/ui/notify'
import { CountryFields } from './country-fields'

type CountryEditorProps = { country: Country; onDeleted: (country: Country) => void }

/**
 * The chosen country's editor (spec section 2): name and flag (replaced with a file), save and
 * delete with a confirmation. Every country error — a short name, a refused save or delete — is
 * looked up in the country error table and shown under the name field; deletion is disabled
 * while an error is shown. Render it with `key={country._id}`: another country starts afresh.
 */
export function CountryEditor({ country, onDeleted }: CountryEditorProps) {
  const save = useEditCountry()
  // The country as the editor opened it (then as last saved): the base of the save's merge.
  const baseRef = useRef(country)
  const remove = useDeleteCountry()
  const [name, setName] = useState(country.name)
  const [flag, setFlag] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [flagError, setFlagError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const busy = save.isPending || remove.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const nameError = nameProblem(name)
    if (nameError) {
      setError(nameError)
      return
    }
    save.mutate(
      { base: baseRef.current, name: name.trim(), flag },
      {
        onSuccess: (saved) => {
          baseRef.current = saved
          setName(saved.name)
          setFlag(null)
          setError(null)
          notify({ tone: 'good', message: citiesText.countrySaved(saved.name) })
        },
        // Closing the conflict dialog sends nothing and keeps what was typed: not a failure.
        onError: (failure) => setError(failure instanceof SaveCancelledError ? null : cityErrorText(failure)),
      },
    )
  }

  // mutateAsync: the editor unmounts as soon as the country leaves the cached list, and the page must still be told.
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(country._id)
    } catch (failure) {
      setConfirming(false)
      setError(cityErrorText(failure))
      return
    }
    notify({ tone: 'good', message: citiesText.countryDeleted(country.name) })
    onDeleted(country)
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="country-editor-title">
      <Title order={2} size="h3" id="country-editor-title">
        {citiesText.countryEditor(country.name)}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <CountryFields
            name={name}
            onNameChange={(typed) => {
              setName(typed)
              setError(null)
            }}
            nameError={error}
            flagLabel={citiesText.flagOf(country.name)}
            currentFlagUrl={country.flag_url}
            flag={flag}
            onFlagChoose={(file) => {
              setFlag(file)
              setFlagError(null)
              setError(null)
            }}
            onFlagRejected={() => setFlagError(citiesText.validation.flagType)}
            flagError={flagError}
            disabled={busy}
          />
          <Group gap="sm">
            <MainAction type="submit" loading={save.isPending} disabled={remove.isPending}>
              {citiesText.saveCountry}
            </MainAction>
            <DangerAction onClick={() => setConfirming(true)} disabled={busy || error !== null || flagError !== null}>
              {citiesText.deleteCountry}
            </DangerAction>
          </Group>
        </Stack>
      </form>
      {save.dialog}
      <DialogSlot open={confirming}>
        {(_, opened) => (
          <ConfirmDialog
            opened={opened}
            title={citiesText.deleteCountryTitle}
            message={citiesText.deleteCountryMessage(country.name)}
            confirmLabel={citiesText.deleteCountry}
            danger
            pending={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirming(false)}
          />
        )}
      </DialogSlot>
    </Stack>
  )
}
