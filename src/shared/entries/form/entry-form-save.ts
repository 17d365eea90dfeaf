import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form'
import { useFormSides } from '@/shared/save/use-merged-save'

type EntryFormSave<V, O, P, E> = {
  /** The entry's id when editing; null creates. */
  id: string | null
  /** The values the form opened with, and the values of a saved entry. */
  opened: V
  toValues: (saved: E) => V
  /** The create payload of the checked values (spec section 3). */
  payload: (values: O) => P
  create: { mutateAsync: (input: { payload: P; photos: File[] }) => Promise<E> }
  edit: { mutateAsync: (sides: { base: V; mine: V }) => Promise<E> }
}

/**
 * What an entry form's submit runs: a create sends the payload with the chosen photos; an edit merges what is typed
 * onto the entry as the server holds it now, against the values the form opened with, and the saved entry becomes
 * the form's values.
 */
export function useEntryFormSave<V extends FieldValues, O extends { photos: File[] }, P, E>(
  form: { getValues: UseFormGetValues<V>; reset: UseFormReset<V> },
  { id, opened, toValues, payload, create, edit }: EntryFormSave<V, O, P, E>,
) {
  const edited = useFormSides(form, opened, toValues)
  return (values: O) =>
    id ? edit.mutateAsync(edited.sides()).then(edited.took) : create.mutateAsync({ payload: payload(values), photos: values.photos })
}
