import { Modal, TextInput } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { errorText } from '@/shared/api/client'
import { useFormDraft } from '@/shared/drafts/use-form-draft'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { catalogueText } from '@/shared/i18n/catalogue'
import { translateServerMessage } from '@/shared/i18n/ru'
import { nameProblem } from '@/shared/lib/name-rules'
import { SaveCancelledError } from '@/shared/save/merged-save-errors'
import { DialogSlot } from './dialog-slot'
import { FailureDialog } from './failure-dialog'
import { ModalForm } from './modal-form'

/** What an extra field shows while the name modal is open. */
export type ExtraFieldProps<D> = { value: D; onChange: (value: D) => void; problem: string | null }

/**
 * A field under the name (the new article's cover): its draft starts from `initial` at every
 * opening, is checked with the name on submit and again on every change.
 */
export type ExtraField<D, V> = {
  initial: D
  /** The value to send, or the problem to show under the field. */
  check: (draft: D) => { value: V } | { problem: string }
  render: (props: ExtraFieldProps<D>) => ReactNode
  /** The field's label, named by a draft's offer when the server changed it since. */
  label: string
}

/** Where a create dialog keeps what is typed on this device (shared/drafts/use-form-draft.tsx): the kind of form and the record. */
export type NameDraft = { kind: string; id: string }

export type NameModalProps<D = undefined, V = undefined> = {
  /** The Modal's `opened` (the caller mounts it in a DialogSlot, afresh at each opening). */
  opened: boolean
  title: string
  /** The name to start from: empty to create, the current one to rename. */
  initialName?: string
  submitLabel: string
  /** A field under the name; without it the extra value sent is undefined. */
  extra?: ExtraField<D, V>
  /** Keeps the name and the extra field as a draft, offered back at the next opening (a new article with its cover). */
  draft?: NameDraft
  /** Saves the trimmed name (and the extra field's value); a rejection's message is shown in an alert dialog and the modal stays. */
  onSubmit: (name: string, extra: V) => Promise<unknown>
  onClose: () => void
}

type FormProps<D, V> = Omit<NameModalProps<D, V>, 'title' | 'opened'> & {
  onFailure: (message: string) => void
  onPendingChange: (pending: boolean) => void
}

const problemOf = <V,>(checked: { value: V } | { problem: string }) => ('problem' in checked ? checked.problem : null)

type NameValues<D> = { name: string; extra: D | undefined }

/** The dialog's draft when it keeps one; without `where` the hook is off: nothing is read, written or shown. */
function useNameDraft<D>(
  where: NameDraft | undefined,
  base: NameValues<D>,
  read: () => NameValues<D>,
  apply: (changes: Partial<NameValues<D>>) => void,
  extraLabel: string | undefined,
) {
  return useFormDraft<NameValues<D>>({
    kind: where?.kind ?? '',
    id: where?.id ?? null,
    base,
    read,
    apply,
    labels: { name: catalogueText.nameLabel, extra: extraLabel ?? '' },
    enabled: where !== undefined,
  })
}

/**
 * The form lives inside the modal, mounted while it is shown: every opening starts from `initialName` (and the extra
 * field's `initial`), and, with `draft`, offers back what was typed the last time it was left unsaved.
 */
function NameForm<D, V>({
  initialName = '',
  submitLabel,
  extra,
  draft: draftAt,
  onSubmit,
  onClose,
  onFailure,
  onPendingChange,
}: FormProps<D, V>) {
  const [value, setValue] = useState(initialName)
  const [problem, setProblem] = useState<string | null>(null)
  const [draft, setDraft] = useState(extra?.initial)
  const [extraProblem, setExtraProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const nameInput = useRef<HTMLInputElement>(null)
  // What is typed in the dialog counts as unsaved until it is saved or the dialog is cancelled.
  const guard = useLeaveGuard(value !== initialName || draft !== extra?.initial)
  const latest = useRef<NameValues<D>>({ name: value, extra: draft })
  useLayoutEffect(() => {
    latest.current = { name: value, extra: draft }
  })
  const [base] = useState<NameValues<D>>(() => ({ name: initialName, extra: extra?.initial }))
  const kept = useNameDraft<D>(
    draftAt,
    base,
    () => latest.current,
    (changes) => {
      if (changes.name !== undefined) setValue(changes.name)
      if ('extra' in changes) setDraft(changes.extra)
    },
    extra?.label,
  )
  const { touch } = kept
  const touchNow = useRef(touch)
  useLayoutEffect(() => {
    touchNow.current = touch
  })
  useEffect(() => touchNow.current(), [value, draft])
  const cancel = () => {
    // Cancelled on purpose: the draft goes.
    kept.clear()
    onClose()
  }

  const submit = async () => {
    const found = nameProblem(value)
    setProblem(found)
    const checked = extra ? extra.check(draft as D) : { value: undefined as V }
    setExtraProblem(problemOf(checked))
    if (found || 'problem' in checked) return
    setPending(true)
    onPendingChange(true)
    try {
      await onSubmit(value.trim(), checked.value)
      guard.allow()
      kept.clear()
      onClose()
    } catch (error) {
      // A merged rename whose conflict question was closed: nothing was sent, the name stays as typed.
      if (error instanceof SaveCancelledError) {
        nameInput.current?.focus()
        return
      }
      // Spec section 8: the server's message (in Russian where the spec gives one); what was typed stays. The alert
      // gives the focus back to the name as it closes.
      nameInput.current?.focus()
      onFailure(translateServerMessage(errorText(error)))
    } finally {
      setPending(false)
      onPendingChange(false)
    }
  }

  return (
    <ModalForm submitLabel={submitLabel} pending={pending} onSubmit={() => void submit()} onCancel={cancel}>
      {kept.element}
      <TextInput
        ref={nameInput}
        label={catalogueText.nameLabel}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value)
          if (problem) setProblem(null)
        }}
        error={problem}
        autoComplete="off"
        data-autofocus
      />
      {extra?.render({
        value: draft as D,
        onChange: (next) => {
          setDraft(next)
          setExtraProblem(problemOf(extra.check(next)))
        },
        problem: extraProblem,
      })}
      {guard.modal}
    </ModalForm>
  )
}

/**
 * Create or rename a record by its name (category, sub-category, article block, new article with
 * its cover): the name has at least 2 characters (the min-2 message); a failed save shows the
 * server's message in an alert dialog above the modal, which stays open with what was typed.
 * Its callers load it lazily and mount it in a DialogSlot (docs/architecture.md, 'Loading code lazily').
 */
export function NameModal<D = undefined, V = undefined>({ opened, title, onClose, ...form }: NameModalProps<D, V>) {
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  return (
    <>
      {/*
        Its focus trap stays on under the alert (which traps the focus itself): turning it off and on would make Mantine
        note the focus anew, and the modal would give it back to the alert's button rather than to what opened it.
      */}
      {/* Every open Modal closes on Escape; while the alert is up, Escape is the alert's alone. */}
      <Modal opened={opened} onClose={() => !pending && onClose()} closeOnEscape={failure === null} title={title} centered>
        <NameForm {...form} onClose={onClose} onFailure={setFailure} onPendingChange={setPending} />
      </Modal>
      <DialogSlot open={failure}>
        {(message, failureOpened) => <FailureDialog opened={failureOpened} message={message} onClose={() => setFailure(null)} />}
      </DialogSlot>
    </>
  )
}
