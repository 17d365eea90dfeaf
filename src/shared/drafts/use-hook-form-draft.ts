import { useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useFormDraft } from './use-form-draft'

type HookFormDraftOptions = {
  /** The kind of form and the record (useFormDraft's `kind` and `id`). */
  kind: string
  id: string | null
  /** Each field's label, to name what the server changed since the draft. */
  labels: Readonly<Record<string, string>>
  /** False: this form keeps no draft; fixed at the first render. */
  enabled?: boolean
}

/** A react-hook-form form's draft (useFormDraft): its values as opened are the base; a restore marks each field changed. */
export function useHookFormDraft<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  { kind, id, labels, enabled = true }: HookFormDraftOptions,
) {
  const [base] = useState(() => form.getValues())
  return useFormDraft<V>({
    kind,
    id,
    base,
    read: () => form.getValues(),
    apply: (changes) => {
      for (const [field, value] of Object.entries(changes)) {
        form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true })
      }
    },
    labels,
    subscribe: (onChange) => {
      const subscription = form.watch(() => onChange())
      return () => subscription.unsubscribe()
    },
    enabled,
  })
}
