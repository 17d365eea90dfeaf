import { Group } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { useFormDraft } from '@/shared/drafts/use-form-draft'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { markupText } from '@/shared/i18n/markup'
import { ru } from '@/shared/i18n/ru'
import { SHORTCUT_TARGET } from '@/shared/lib/shortcut-targets'
import { SaveCancelledError } from '@/shared/save/merged-save-errors'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { notify } from '@/shared/ui/notify'
import { ResultDialog } from '@/shared/ui/result-dialog'
import type { MarkupEditorHandle } from './code-editor'
import { distinctFragments, findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'
import { MarkupWorkbench } from './markup-workbench'
import { removedBySanitizer } from './sanitize-markup'

type MarkupFormOptions<T extends { inner_html: string }> = {
  /** The draft's kind of form ('article', 'info') and the record's id (shared/drafts/use-form-draft.tsx). */
  kind: string
  id: string
  /** Each field's label, to name what the server changed since a draft. */
  labels: Readonly<Record<keyof T & string, string>>
  /**
   * The saved values the form starts from. Kept as the form opened them (as `base`): the admin's changes are what differs
   * from these, and a merged save's base, so that a save made meanwhile (another tab's, reaching the cache) is never
   * taken for the opened record and undone.
   */
  saved: T
  /** Leaves the editor (after a save, a cancel or a save with nothing changed). */
  onDone: () => void
}

/**
 * An editor of a body in markup with a few more fields (an article, an information item): the
 * values with the forbidden fragments of the body, a draft on this device that is offered back
 * until saved or cancelled, the unsaved-changes guard, and the save that the forbidden-fragment
 * alert blocks (spec section 5), as does markup the sanitizer would change (docs/security.md). Render `notice` above the fields and `overlays` anywhere in the form.
 *
 * The body in `values` follows the editor once typing pauses (MarkupWorkbench); whatever must see
 * every key reads the editor itself: the save (the whole text checked at once, so a fragment typed
 * a moment before nothing slips through), the leave guard and the draft written as the page goes.
 */
export function useMarkupForm<T extends { inner_html: string }>({ kind, id, labels, saved: savedNow, onDone }: MarkupFormOptions<T>) {
  const [saved] = useState<T>(savedNow)
  const [values, setValues] = useState<T>(saved)
  const [problems, setProblems] = useState<ForbiddenFragment[]>(() => findForbiddenFragments(values.inner_html))
  const [blocked, setBlocked] = useState<string | null>(null)
  const editor = useRef<MarkupEditorHandle>(null)
  const differs = (current: T) => (Object.keys(saved) as (keyof T)[]).some((key) => current[key] !== saved[key])
  const changed = differs(values)

  /** The values with the body as typed this moment (it may be ahead of `values` by the last keys). */
  const latest = (): T => {
    const text = editor.current?.text()
    return text == null || text === values.inner_html ? values : { ...values, inner_html: text }
  }
  const guard = useLeaveGuard(() => differs(latest()))
  const draft = useFormDraft({
    kind,
    id,
    base: saved,
    read: latest,
    apply: (changes) => {
      setValues((current) => ({ ...current, ...changes }))
      if (changes.inner_html !== undefined) setProblems(findForbiddenFragments(changes.inner_html))
    },
    labels,
  })
  const { touch } = draft
  const touchNow = useRef(touch)
  useLayoutEffect(() => {
    touchNow.current = touch
  })
  useEffect(() => touchNow.current(), [values])

  const set = (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch }))

  const finish = () => {
    draft.clear()
    guard.allowNext()
    onDone()
  }

  /**
   * Saves the changes `changesOf` finds in the values as typed (the body read from the editor) with
   * `send`, unless the body has forbidden fragments (the alert names them): nothing changed just
   * leaves; a success shows `savedMessage` and leaves; a failure stays with everything typed (the
   * caller shows the mutation's error with a retry).
   */
  const submit = <C extends object>(changesOf: (values: T) => C, send: (changes: C) => Promise<unknown>, savedMessage: string) => {
    const current = latest()
    const fragments = findForbiddenFragments(current.inner_html)
    if (current !== values) {
      setValues(current)
      setProblems(fragments)
    }
    if (fragments.length > 0) {
      setBlocked(markupText.forbiddenAlert(distinctFragments(fragments)))
      return
    }
    // A new body is saved only as the sanitizer keeps it: what it would remove is named, and nothing is sent.
    const removed = current.inner_html === saved.inner_html ? [] : removedBySanitizer(current.inner_html)
    if (removed.length > 0) {
      setBlocked(markupText.removedAlert(removed))
      return
    }
    const changes = changesOf(current)
    if (Object.keys(changes).length === 0) {
      finish()
      return
    }
    send(changes).then(
      () => {
        notify({ tone: 'good', message: savedMessage })
        finish()
      },
      // The failure is the mutation's error state, shown with a retry.
      () => undefined,
    )
  }

  return {
    /** The values the form opened with (the base of a merged save). */
    base: saved,
    values,
    set,
    changed,
    finish,
    submit,
    /** The MarkupWorkbench's value, problems, onChange and editor. */
    workbench: {
      value: values.inner_html,
      problems,
      onChange: (text: string, found: ForbiddenFragment[]) => {
        set({ inner_html: text } as Partial<T>)
        setProblems(found)
      },
      editor,
    },
    /** The draft's offer, or the note that it is kept. */
    notice: draft.element,
    overlays: (
      <>
        <DialogSlot open={blocked}>
          {(message, opened) => (
            <ResultDialog
              opened={opened}
              alert
              result={{ kind: 'error', title: markupText.forbiddenAlertTitle, message }}
              onClose={() => setBlocked(null)}
            />
          )}
        </DialogSlot>
        {guard.modal}
      </>
    ),
  }
}

type MarkupFormEndProps = {
  /** The body's label. */
  bodyLabel: string
  /** What useMarkupForm answers: the workbench's props, the cancel and the form's dialogs. */
  form: { workbench: Omit<ComponentProps<typeof MarkupWorkbench>, 'label'>; finish: () => void; overlays: ReactNode }
  /** The feature's merged save: its failure (kept until the next attempt; a closed conflict dialog is none), its conflict dialog. */
  save: { error: unknown; isPending: boolean; dialog: ReactNode }
  failedTitle: string
  onRetry: () => void
}

/**
 * What ends every markup form: the body's workbench, the save's failure panel with its retry, cancel and save (a submit
 * button), and the form's and the save's dialogs.
 */
export function MarkupFormEnd({ bodyLabel, form, save, failedTitle, onRetry }: MarkupFormEndProps) {
  const failure = save.error instanceof SaveCancelledError ? null : save.error
  return (
    <>
      <MarkupWorkbench label={bodyLabel} {...form.workbench} />
      {failure ? <ErrorPanel title={failedTitle} error={failure} onRetry={onRetry} retrying={save.isPending} /> : null}
      <Group justify="flex-end" gap="sm">
        <SecondaryAction onClick={form.finish} disabled={save.isPending}>
          {ru.common.cancel}
        </SecondaryAction>
        <MainAction type="submit" loading={save.isPending} data-shortcut={SHORTCUT_TARGET.save}>
          {ru.common.save}
        </MainAction>
      </Group>
      {form.overlays}
      {save.dialog}
    </>
  )
}
