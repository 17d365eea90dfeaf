import { Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { markupText } from '../i18n/markup'
import { ru } from '../i18n/ru'
import { LIMITS } from '../limits'
import type { DraftStore } from '../lib/drafts'
import { MainAction, SecondaryAction } from '../ui/actions'
import { ErrorPanel } from '../ui/error-panel'
import { FailureDialog } from '../ui/failure-dialog'
import { Notice } from '../ui/tones'
import { useLeaveGuard } from '../ui/use-leave-guard'
import { distinctFragments, findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'

type MarkupFormOptions<T extends { inner_html: string }> = {
  /** Where the typed values are kept through a reload, under `scope` (the system country) and `id`. */
  drafts: DraftStore<T>
  scope: string
  id: string
  /** The saved values the form starts from (unless a draft is restored) and compares with. */
  saved: T
  /** Unsaved state beyond the values (e.g. a chosen cover file). */
  extraDirty?: boolean
  /** Leaves the editor (after a save, a cancel or a save with nothing changed). */
  onDone: () => void
}

/**
 * An editor of a body in markup with a few more fields (an article, an information item): the
 * values with the forbidden fragments of the body, a draft that survives a reload until saved or
 * cancelled, the unsaved-changes guard, and the save that the forbidden-fragment alert blocks
 * (spec section 5). Render `notice` above the fields and `overlays` anywhere in the form.
 */
export function useMarkupForm<T extends { inner_html: string }>({ drafts, scope, id, saved, extraDirty = false, onDone }: MarkupFormOptions<T>) {
  const [restored] = useState(() => drafts.read(scope, id))
  const [values, setValues] = useState<T>(() => restored ?? saved)
  const [problems, setProblems] = useState<ForbiddenFragment[]>(() => findForbiddenFragments(values.inner_html))
  const [blocked, setBlocked] = useState<string | null>(null)
  const changed = (Object.keys(saved) as (keyof T)[]).some((key) => values[key] !== saved[key])
  const guard = useLeaveGuard(changed || extraDirty)

  // The typed values survive a reload until saved or cancelled; leaving the editor drops them.
  useEffect(() => {
    if (changed) drafts.write(scope, id, values)
    else drafts.clear(scope, id)
  }, [changed, values, drafts, scope, id])
  useEffect(() => () => drafts.clear(scope, id), [drafts, scope, id])

  const set = (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch }))

  const finish = () => {
    drafts.clear(scope, id)
    guard.allowNext()
    onDone()
  }

  /**
   * Saves `changes` with `send` unless the body has forbidden fragments (the alert names them):
   * nothing changed just leaves; a success shows `savedMessage` and leaves; a failure stays with
   * everything typed (the caller shows the mutation's error with a retry).
   */
  const submit = <C extends object>(changes: C, send: (changes: C) => Promise<unknown>, savedMessage: string) => {
    const fragments = findForbiddenFragments(values.inner_html)
    if (fragments.length > 0) {
      setBlocked(markupText.forbiddenAlert(distinctFragments(fragments)))
      return
    }
    if (Object.keys(changes).length === 0) {
      finish()
      return
    }
    send(changes).then(
      () => {
        notifications.show({ color: 'green', message: savedMessage, autoClose: LIMITS.toastShortMs })
        finish()
      },
      // The failure is the mutation's error state, shown with a retry.
      () => undefined,
    )
  }

  return {
    values,
    set,
    changed,
    finish,
    submit,
    /** The MarkupWorkbench's value, problems and onChange. */
    workbench: {
      value: values.inner_html,
      problems,
      onChange: (text: string, found: ForbiddenFragment[]) => {
        set({ inner_html: text } as Partial<T>)
        setProblems(found)
      },
    },
    notice: restored ? (
      <Notice tone="quiet" role="status">
        {markupText.draftRestored}
      </Notice>
    ) : null,
    overlays: (
      <>
        <FailureDialog title={markupText.forbiddenAlertTitle} message={blocked} onClose={() => setBlocked(null)} />
        {guard.modal}
      </>
    ),
  }
}

type MarkupFormActionsProps = {
  /** The save's failure (kept until the next attempt), shown with `failedTitle` and a retry. */
  error: unknown
  failedTitle: string
  pending: boolean
  onRetry: () => void
  onCancel: () => void
}

/** The failure panel with its retry, then cancel and save (a submit button) of a markup form. */
export function MarkupFormActions({ error, failedTitle, pending, onRetry, onCancel }: MarkupFormActionsProps) {
  return (
    <>
      {error ? <ErrorPanel title={failedTitle} error={error} onRetry={onRetry} retrying={pending} /> : null}
      <Group justify="flex-end" gap="sm">
        <SecondaryAction onClick={onCancel} disabled={pending}>
          {ru.common.cancel}
        </SecondaryAction>
        <MainAction type="submit" loading={pending}>
          {ru.common.save}
        </MainAction>
      </Group>
    </>
  )
}
