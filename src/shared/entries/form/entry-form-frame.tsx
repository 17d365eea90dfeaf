import { Group, Stack } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { saveFailureText } from '@/shared/api/client'
import { useHookFormDraft } from '@/shared/drafts/use-hook-form-draft'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { fieldsWithErrors } from '@/shared/entries/entry-form-rules'
import { entryFormText } from '@/shared/i18n/ru'
import { SHORTCUT_TARGET } from '@/shared/lib/shortcut-targets'
import { ProgressLine } from '@/shared/photos/progress-line'
import { recoveredCreateText } from '@/shared/save/entry-save'
import { offersRetry, SaveCancelledError } from '@/shared/save/merged-save-errors'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import type { ResultState } from '@/shared/ui/result-dialog'
import { ResultDialog } from '@/shared/ui/result-dialog'
import { ErrorSummary } from './error-summary'

const t = entryFormText

/** A save's outcome; `retry` offers the retry button (docs/api.md, 'Saves that never lose or duplicate'). */
type FrameResult = (NonNullable<ResultState> & { retry?: boolean }) | null

/** A failed save as the outcome modal shows it (spec section 8); a fresh read's failure and an uncertain create's look-up say more, and offer the retry button. */
function failureResult(error: unknown): FrameResult {
  if (offersRetry(error)) return { kind: 'error', message: error.message, retry: true }
  return { kind: 'error', message: saveFailureText(error) }
}

export type EntryFormFrameProps<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>
  /** The entry's id when editing; null creates. */
  id: string | null
  /** Which list the form returns to: the cancel button, and closing the success modal (spec section 4 "Forms"). */
  kind: 'organizations' | 'events'
  /** The form's accessible name (the screen's title). */
  label: string
  /** Saves the checked values; answers the saved entry (its name goes into the success text). */
  save: (values: O) => Promise<{ name: string }>
  /** The feature's create (with its upload progress) and edit calls, for the saving state; the edit's conflict dialog. */
  calls: { create: { isPending: boolean; uploadPercent: number | null }; edit: { isPending: boolean; dialog: ReactNode } }
  /** The fields in form order with their labels, for the error list. */
  fields: Readonly<Record<string, string>>
  children: ReactNode
}

/**
 * What every entry form does around its sections (spec sections 4 "Forms", 5 and 8):
 * the error list under 'There are errors in the following fields', upload progress, cancel and
 * submit, the outcome modal (success with the name, closing returns to the list; failure
 * titled with the save texts' failureTitle, with the server message or no connection, with nothing typed lost), and the
 * guard against leaving with unsaved changes, and the draft kept on this device. After a submit every change re-checks the whole
 * form, so that rules spanning fields clear or show their errors at once.
 */
export function EntryFormFrame<V extends FieldValues, O>({
  form,
  id,
  kind,
  label,
  save,
  calls,
  fields,
  children,
}: EntryFormFrameProps<V, O>) {
  const { handleSubmit, watch, formState, trigger } = form
  const navigate = useNavigate()
  const onBack = () => void navigate({ to: `/${kind}/view` })
  const uploadPercent = calls.create.uploadPercent
  useEffect(() => {
    if (!formState.isSubmitted) return
    const subscription = watch(() => void trigger())
    return () => subscription.unsubscribe()
  }, [formState.isSubmitted, watch, trigger])
  const [result, setResult] = useState<FrameResult>(null)
  const guard = useLeaveGuard(formState.isDirty && result?.kind !== 'success')
  const draft = useHookFormDraft(form, { kind, id, labels: fields })

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save(values)
      draft.clear()
      guard.allow()
      const message = id ? t.successEdit(saved.name) : t.successCreate(saved.name)
      setResult({ kind: 'success', message: recoveredCreateText(saved) ?? message })
    } catch (error) {
      // Nothing typed is lost: the form keeps its values. A closed conflict dialog sent nothing and says nothing.
      if (error instanceof SaveCancelledError) return
      setResult(failureResult(error))
    }
  })

  // What had the focus as the save was asked (the save button, or the field Ctrl+S was pressed in). The save button is
  // disabled while the call runs, so the outcome modal cannot note it as its opener: the focus goes back to it here.
  const askedFrom = useRef<HTMLElement | null>(null)
  const closeResult = () => {
    const succeeded = result?.kind === 'success'
    setResult(null)
    if (succeeded) onBack()
    else askedFrom.current?.focus({ preventScroll: true })
  }

  // the retry button of a failure nothing was sent for (the fresh read) or whose outcome is now known (an uncertain create).
  const retry = () => {
    setResult(null)
    return submit()
  }

  const errorLabels = fieldsWithErrors(Object.keys(fields), formState.errors).map((field) => fields[field] ?? field)
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          void submit(event)
        }}
        noValidate
        aria-label={label}
      >
        <Stack gap="md">
          {draft.element}
          {children}
          <ErrorSummary labels={errorLabels} />
          {uploadPercent !== null && <ProgressLine text={t.uploadProgress(uploadPercent)} value={uploadPercent} />}
          <Group justify="flex-end">
            <SecondaryAction onClick={onBack}>{t.cancel}</SecondaryAction>
            <MainAction type="submit" loading={calls.create.isPending || calls.edit.isPending} data-shortcut={SHORTCUT_TARGET.save}>
              {id ? t.submitEdit : t.submitCreate}
            </MainAction>
          </Group>
        </Stack>
      </form>
      <DialogSlot open={result}>
        {(shown, opened) => (
          <ResultDialog opened={opened} result={shown} onClose={closeResult} {...(shown.retry ? { onRetry: () => void retry() } : {})} />
        )}
      </DialogSlot>
      {calls.edit.dialog}
      {guard.modal}
    </FormProvider>
  )
}
