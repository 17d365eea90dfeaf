import { useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useFormDraft } from '@/shared/drafts/use-form-draft'

/** An entry form's draft (shared/drafts/use-form-draft.tsx): its values as opened are the base; a restore marks each field changed. */
export function useEntryFormDraft<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  kind: 'organizations' | 'events',
  id: string | null,
  labels: Readonly<Record<string, string>>,
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
  })
}
