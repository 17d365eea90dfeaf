import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import '@mantine/core/styles/Stepper.css'
import { zodResolver } from '@hookform/resolvers/zod'
import { Checkbox, Group, Modal, MultiSelect, PasswordInput, Stack, Stepper, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm, useFormState, useWatch, type Control, type Resolver } from 'react-hook-form'
import { useCreateAdmin, useEditAdmin } from '@/features/admins/mutations'
import { COUNTRY_IDS_FIELD, COUNTRY_RIGHTS, type Admin, type AdminFormValues, type CountryRight } from '@/features/admins/schemas'
import {
  adminFormDefaults,
  buildAdminPayload,
  chosenRights,
  nextStep,
  previousStep,
  stepSchema,
  wizardSteps,
  type WizardStep,
} from '@/features/admins/wizard'
import { cityQueries } from '@/features/cities/queries'
import { saveFailureText } from '@/shared/api/client'
import type { Country } from '@/shared/api/common-schemas'
import { ADMIN_FLAGS } from '@/shared/auth/schemas'
import { useFormDraft } from '@/shared/drafts/use-form-draft'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { adminsText } from '@/shared/i18n/admins'
import { FreshReadError, SaveCancelledError } from '@/shared/save/merged-save-errors'
import { env } from '@/shared/startup/env'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { Flag } from '@/shared/ui/flag'
import { notify } from '@/shared/ui/notify'
import { QueryState } from '@/shared/ui/query-state'
import { ResultDialog, type ResultState } from '@/shared/ui/result-dialog'
import { FieldError } from '@/shared/ui/tones'

const t = adminsText.wizard

/** What the wizard is opened for: a new admin (admin null) or an edit. */
/**
 * What the wizard is opened for: a new admin (admin null) or an edit; `kept`: a create that failed, whose values and
 * error the next 'add' opens with (spec section 8 closes the wizard on a failed create; nothing typed is lost).
 */
export type WizardTarget = { admin: Admin | null; kept?: KeptCreate | undefined }

/** A failed create's values as typed and its error. */
export type KeptCreate = { values: AdminFormValues; failure: string }

export type AdminWizardProps = {
  /** The Modal's `opened` (the admins page loads the wizard lazily and mounts it in a DialogSlot, afresh at each opening). */
  opened: boolean
  /** What it is opened for (the last one while it closes). */
  target: WizardTarget
  onClose: () => void
  /** A create failed: the page keeps what was typed for the next 'add' (null once saved or cancelled). */
  onKeep: (kept: KeptCreate | null) => void
}

/**
 * Checks the values with the step's schema; when they pass, the values stay as typed (the
 * schemas trim only to check — the payload trims what it sends).
 */
function stepResolver(step: WizardStep): Resolver<AdminFormValues> {
  const schema = stepSchema(step)
  const check = schema ? (zodResolver(schema as never) as unknown as Resolver<AdminFormValues>) : null
  return async (values, context, options) => {
    if (!check) return { values, errors: {} }
    const result = await check(values, context, options)
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} }
  }
}

function CountryOption({ country }: { country: Country }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Flag url={country.flag_url} size={12} />
      <span>{country.name}</span>
    </Group>
  )
}

type PersonalStepProps = {
  control: Control<AdminFormValues>
  edit: boolean
  /** Re-checks the rights group (its error belongs to no single checkbox). */
  onRightsChange: () => void
}

function PersonalStep({ control, edit, onRightsChange }: PersonalStepProps) {
  const rightsError = useFormRightsError(control)
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="display_name"
        render={({ field, fieldState }) => (
          <TextInput {...field} label={t.displayName} error={fieldState.error?.message} withAsterisk autoComplete="off" data-autofocus />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextInput {...field} type="email" label={t.email} error={fieldState.error?.message} withAsterisk autoComplete="off" />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <PasswordInput
            {...field}
            label={t.password}
            error={fieldState.error?.message}
            withAsterisk
            autoComplete={edit ? 'off' : 'new-password'}
          />
        )}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={rightsError ? 'admin-rights-error' : undefined}>
        <Text component="legend" fw={500} size="sm" mb={6}>
          {t.rightsLegend}
        </Text>
        <Stack gap={6}>
          {[...ADMIN_FLAGS, ...COUNTRY_RIGHTS].map((right) => (
            <Controller
              key={right}
              control={control}
              name={`rights.${right}`}
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.checked)
                    onRightsChange()
                  }}
                  label={adminsText.rights[right]}
                />
              )}
            />
          ))}
        </Stack>
        {rightsError && <FieldError id="admin-rights-error">{rightsError}</FieldError>}
      </fieldset>
    </Stack>
  )
}

/** The 'at least one right' error, which belongs to the group, not to one checkbox. */
function useFormRightsError(control: Control<AdminFormValues>): string | undefined {
  const { errors } = useFormState({ control, name: 'rights' })
  return errors.rights?.message
}

const RIGHT_LABEL: Record<CountryRight, string> = { view_complains: t.complaintCountries, change_info: t.infoCountries }

function CountriesStep({ control, rights }: { control: Control<AdminFormValues>; rights: CountryRight[] }) {
  const countries = useQuery(cityQueries.countries())
  return (
    <QueryState query={countries} title={t.countriesFailed}>
      {(list) => <CountryFields control={control} rights={rights} countries={list} />}
    </QueryState>
  )
}

function CountryFields({
  control,
  rights,
  countries,
}: {
  control: Control<AdminFormValues>
  rights: CountryRight[]
  countries: Country[]
}) {
  const byId = new Map(countries.map((country) => [country._id, country]))
  const data = countries.map((country) => ({ value: country._id, label: country.name }))
  return (
    <Stack gap="md">
      {rights.map((right) => (
        <Controller
          key={right}
          control={control}
          name={COUNTRY_IDS_FIELD[right]}
          render={({ field, fieldState }) => (
            <MultiSelect
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              data={data}
              label={RIGHT_LABEL[right]}
              placeholder={t.countriesPlaceholder}
              searchable
              withAsterisk
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
              renderOption={({ option }) => {
                const country = byId.get(option.value)
                return country ? <CountryOption country={country} /> : option.label
              }}
            />
          )}
        />
      ))}
    </Stack>
  )
}

function CountryList({ ids, countries }: { ids: string[]; countries: Map<string, Country> }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {ids.map((id) => {
        const country = countries.get(id)
        return <li key={id}>{country ? <CountryOption country={country} /> : id}</li>
      })}
    </ul>
  )
}

function ConfirmStep({ values }: { values: AdminFormValues }) {
  const countries = useQuery({ ...cityQueries.countries(), enabled: COUNTRY_RIGHTS.some((right) => values.rights[right]) })
  const byId = new Map((countries.data ?? []).map((country) => [country._id, country]))
  const rows: [string, ReactNode][] = [
    [t.displayName, values.display_name.trim()],
    [t.email, values.email.trim()],
    [t.password, values.password],
    [
      t.rightsLegend,
      <ul key="rights" style={{ margin: 0, paddingLeft: 16 }}>
        {chosenRights(values.rights).map((right) => (
          <li key={right}>{adminsText.rights[right]}</li>
        ))}
      </ul>,
    ],
    ...COUNTRY_RIGHTS.filter((right) => values.rights[right]).map((right): [string, ReactNode] => [
      RIGHT_LABEL[right],
      <CountryList key={right} ids={values[COUNTRY_IDS_FIELD[right]]} countries={byId} />,
    ]),
  ]
  return (
    <dl aria-label={t.summaryLabel} style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, 35%) 1fr', gap: '8px 16px' }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The wizard's fields as a draft's offer names them. */
const DRAFT_LABELS = {
  display_name: t.displayName,
  email: t.email,
  rights: t.rightsLegend,
  [COUNTRY_IDS_FIELD.view_complains]: RIGHT_LABEL.view_complains,
  [COUNTRY_IDS_FIELD.change_info]: RIGHT_LABEL.change_info,
}

type WizardFormProps = {
  admin: Admin | null
  kept: KeptCreate | undefined
  onSaved: () => void
  onCreateFailed: (kept: KeptCreate) => void
  onCancel: () => void
  onBusy: (busy: boolean) => void
}

/** The steps, their checks and the save (spec sections 4 "Administrator wizard", 5, 7, 8). */
function WizardForm({ admin, kept, onSaved, onCreateFailed, onCancel, onBusy }: WizardFormProps) {
  // A failed create comes back on its confirm step, everything as typed, with its error.
  const [step, setStep] = useState<WizardStep>(kept ? 'confirm' : 'personal')
  const defaultValues = useMemo(() => kept?.values ?? adminFormDefaults(admin, env.passwordSalt), [admin, kept])
  const resolver = useMemo(() => stepResolver(step), [step])
  const { control, handleSubmit, getValues, setValue, setFocus, watch, clearErrors, trigger, formState } = useForm<AdminFormValues>({
    defaultValues,
    resolver,
  })
  const draft = useFormDraft<AdminFormValues>({
    kind: 'admin',
    id: admin?._id ?? null,
    base: defaultValues,
    read: getValues,
    apply: (changes) => {
      for (const [field, value] of Object.entries(changes)) setValue(field as keyof AdminFormValues, value as never, { shouldDirty: true })
    },
    labels: DRAFT_LABELS,
    // A password is never written to the device.
    omit: ['password'],
    subscribe: (onChange) => {
      const subscription = watch(() => onChange())
      return () => subscription.unsubscribe()
    },
  })
  const rights = useWatch({ control, name: 'rights' })
  const steps = wizardSteps(rights)
  const create = useCreateAdmin()
  const edit = useEditAdmin()
  const saving = create.isPending || edit.isPending
  const [editFailure, setEditFailure] = useState<string | null>(kept?.failure ?? null)
  const guard = useLeaveGuard(formState.isDirty || kept !== undefined)

  const save = async () => {
    setEditFailure(null)
    onBusy(true)
    try {
      // An edit merges what is typed onto the admin as the server holds it now, against the values the wizard opened with.
      if (admin) await edit.mutateAsync({ admin, base: defaultValues, mine: getValues() })
      else await create.mutateAsync(buildAdminPayload(getValues(), env.passwordSalt))
      notify({ tone: 'good', message: admin ? adminsText.saved : adminsText.created })
      draft.clear()
      guard.allow()
      onSaved()
    } catch (error) {
      // Spec section 8: a failed create closes the modal; a failed edit keeps it open, every field as typed. A closed
      // conflict dialog sent nothing and is no failure; a failed fresh read says so in its own words.
      if (error instanceof SaveCancelledError) return
      if (admin) setEditFailure(error instanceof FreshReadError ? error.message : saveFailureText(error))
      else {
        guard.allow()
        onCreateFailed({ values: getValues(), failure: saveFailureText(error) })
      }
    } finally {
      onBusy(false)
    }
  }

  const forward = handleSubmit(() => {
    const next = nextStep(step, getValues('rights'))
    if (next) setStep(next)
    else void save()
  })

  const back = () => {
    const previous = previousStep(step, rights)
    if (!previous) return
    clearErrors()
    setEditFailure(null)
    setStep(previous)
  }

  const countryRights = COUNTRY_RIGHTS.filter((right) => rights[right])
  const submitted = formState.isSubmitted
  // The first step shown again by the back button gives the focus to its first field: the button under it has become cancel,
  // and a second Enter would drop the wizard. The wizard's opening is Mantine's own (`data-autofocus`); the other
  // steps keep the focus on the button they were reached with (a country field focused would open its list over it).
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    if (step === 'personal') setFocus('display_name')
  }, [step, setFocus])
  return (
    <form onSubmit={(event) => void forward(event)} noValidate>
      <Stack gap="md">
        {draft.element}
        <Stepper active={steps.indexOf(step)} size="sm">
          {steps.map((name) => (
            // The steps only show where the wizard is (they take no click): the current one says so.
            <Stepper.Step key={name} label={t.steps[name]} aria-current={name === step ? 'step' : undefined} />
          ))}
        </Stepper>
        {step === 'personal' && (
          <PersonalStep control={control} edit={admin !== null} onRightsChange={() => submitted && void trigger('rights')} />
        )}
        {step === 'countries' && <CountriesStep control={control} rights={countryRights} />}
        {step === 'confirm' && <ConfirmStep values={getValues()} />}
        {editFailure && <ErrorPanel message={editFailure} />}
        {guard.modal}
        {edit.dialog}
        <Group justify="space-between">
          {previousStep(step, rights) ? (
            <SecondaryAction onClick={back} disabled={saving}>
              {t.back}
            </SecondaryAction>
          ) : (
            <SecondaryAction onClick={onCancel} disabled={saving}>
              {t.cancel}
            </SecondaryAction>
          )}
          <MainAction type="submit" loading={saving}>
            {step !== 'confirm' ? t.next : admin ? t.save : t.create}
          </MainAction>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * The add / edit administrator wizard in a modal (loaded when it first opens). A failed create
 * closes it and shows the server's message in a result modal.
 */
export default function AdminWizard({ opened, target, onClose, onKeep }: AdminWizardProps) {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ResultState>(null)
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => !busy && onClose()}
        title={target.admin ? t.editTitle : t.createTitle}
        size="lg"
        centered
        closeOnClickOutside={false}
      >
        <WizardForm
          admin={target.admin}
          kept={target.kept}
          onBusy={setBusy}
          onSaved={() => {
            if (!target.admin) onKeep(null)
            onClose()
          }}
          onCancel={() => {
            if (!target.admin) onKeep(null)
            onClose()
          }}
          onCreateFailed={(kept) => {
            onKeep(kept)
            onClose()
            setResult({ kind: 'error', message: kept.failure })
          }}
        />
      </Modal>
      <DialogSlot open={result}>
        {(shown, resultOpened) => <ResultDialog opened={resultOpened} result={shown} onClose={() => setResult(null)} />}
      </DialogSlot>
    </>
  )
}
