import { zodResolver } from '@hookform/resolvers/zod'
import { Modal, TextInput } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { useRef, useState, type ReactNode } from 'react'
import { useForm, type Control, type DefaultValues, type Path } from 'react-hook-form'
import type * as z from 'zod/mini'
import { errorText } from '@/shared/api/client'
import { useHookFormDraft } from '@/shared/drafts/use-hook-form-draft'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { catalogueText } from '@/shared/i18n/categories'
import { translateServerMessage } from '@/shared/i18n/ru'
import { offersRetry, SaveCancelledError } from '@/shared/save/merged-save-errors'
import { DialogForm } from './dialog-form'
import { DialogSlot } from './dialog-slot'
import { ResultDialog } from './result-dialog'

/** What every name dialog holds: the name, and any field its caller adds under it. */
export type NameValues = { name: string }

/** A field under the name (the new article's cover), drawn with the form's control. */
export type ExtraField<V extends NameValues, O extends NameValues> = {
  render: (control: Control<V, unknown, O>) => ReactNode
  /** Each extra field's label, named by a draft's offer when the server changed it since. */
  labels: Readonly<Record<string, string>>
}

/** Where a create dialog keeps what is typed on this device (shared/drafts/use-form-draft.tsx): the kind of form and the record. */
export type NameDraft = { kind: string; id: string }

export type NameDialogProps<V extends NameValues, O extends NameValues> = {
  /** The Modal's `opened` (the caller mounts it in a DialogSlot, afresh at each opening). */
  opened: boolean
  title: string
  /** The form's rules, from the caller's schemas.ts: a name of at least 2 (sent trimmed), and the extra field's. */
  schema: z.ZodMiniType<O, V>
  /** What every opening starts from: an empty name to create, the current one to rename, the extra field's start. */
  defaults: V
  submitLabel: string
  extra?: ExtraField<V, O>
  /** Keeps what is typed as a draft, offered back at the next opening (a new article with its cover). */
  draft?: NameDraft
  /**
   * Saves the checked values; a rejection's message is shown in an alert dialog and the dialog stays (the alert offers
   * the retry button where the failure says a retry is safe: shared/save's offersRetry).
   */
  onSubmit: (values: O) => Promise<unknown>
  onClose: () => void
}

/** A failed save as its alert shows it; `retry` saves what is typed again (the retry button), where that is offered. */
type Failure = { message: string; retry: (() => void) | null }

type NameFormProps<V extends NameValues, O extends NameValues> = Omit<NameDialogProps<V, O>, 'title' | 'opened'> & {
  onFailure: (failure: Failure) => void
  onPendingChange: (pending: boolean) => void
}

/**
 * The form lives inside the dialog, mounted while it is shown: every opening starts from `defaults` and, with `draft`,
 * offers back what was typed the last time it was left unsaved.
 */
function NameForm<V extends NameValues, O extends NameValues>({
  schema,
  defaults,
  submitLabel,
  extra,
  draft,
  onSubmit,
  onClose,
  onFailure,
  onPendingChange,
}: NameFormProps<V, O>) {
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues: defaults as DefaultValues<V> })
  const { isDirty, isSubmitting } = form.formState
  // Every V has a name, which react-hook-form's paths cannot see through a type parameter.
  const name = 'name' as Path<V>
  const { ref: registerName, ...nameField } = form.register(name)
  const nameInput = useRef<HTMLInputElement>(null)
  const nameRef = useMergedRef(registerName, nameInput)
  // What is typed in the dialog counts as unsaved until it is saved or the dialog is cancelled.
  const guard = useLeaveGuard(isDirty)
  const kept = useHookFormDraft(form, {
    kind: draft?.kind ?? '',
    id: draft?.id ?? null,
    labels: { name: catalogueText.nameLabel, ...extra?.labels },
    enabled: draft !== undefined,
  })

  const cancel = () => {
    // Cancelled on purpose: the draft goes.
    kept.clear()
    onClose()
  }

  const save = async (values: O) => {
    onPendingChange(true)
    try {
      await onSubmit(values)
      guard.allow()
      kept.clear()
      onClose()
    } catch (error) {
      // The alert gives the focus back to the name as it closes (it notes the focus as it opens); what was typed stays.
      nameInput.current?.focus()
      // A merged rename whose conflict question was closed: nothing was sent.
      if (error instanceof SaveCancelledError) return
      // Spec section 8: the server's message, in Russian where the spec gives one.
      onFailure({
        message: translateServerMessage(errorText(error)),
        retry: offersRetry(error) ? () => void form.handleSubmit(save)() : null,
      })
    } finally {
      onPendingChange(false)
    }
  }

  return (
    <DialogForm submitLabel={submitLabel} pending={isSubmitting} onSubmit={() => void form.handleSubmit(save)()} onCancel={cancel}>
      {kept.element}
      <TextInput
        {...nameField}
        ref={nameRef}
        label={catalogueText.nameLabel}
        error={form.getFieldState(name, form.formState).error?.message}
        autoComplete="off"
        data-autofocus
      />
      {extra?.render(form.control)}
      {guard.modal}
    </DialogForm>
  )
}

/**
 * Create or rename a record by its name (category, sub-category, article block, new article with its cover), checked
 * by the caller's schema; a failed save shows the server's message in an alert dialog above this one, which stays open
 * with what was typed.
 */
export function NameDialog<V extends NameValues, O extends NameValues>({ opened, title, onClose, ...form }: NameDialogProps<V, O>) {
  const [failure, setFailure] = useState<Failure | null>(null)
  const [pending, setPending] = useState(false)
  return (
    <>
      {/*
        Its focus trap stays on under the alert (which traps the focus itself): turning it off and on would make Mantine
        note the focus anew, and the dialog would give it back to the alert's button rather than to what opened it.
      */}
      {/* Every open Modal closes on Escape; while the alert is up, Escape is the alert's alone. */}
      <Modal opened={opened} onClose={() => !pending && onClose()} closeOnEscape={failure === null} title={title} centered>
        <NameForm {...form} onClose={onClose} onFailure={setFailure} onPendingChange={setPending} />
      </Modal>
      <DialogSlot open={failure}>
        {({ message, retry }, failureOpened) => (
          <ResultDialog
            opened={failureOpened}
            alert
            result={{ kind: 'error', title: catalogueText.failedTitle, message }}
            onClose={() => setFailure(null)}
            onRetry={
              retry
                ? () => {
                    setFailure(null)
                    retry()
                  }
                : undefined
            }
          />
        )}
      </DialogSlot>
    </>
  )
}
