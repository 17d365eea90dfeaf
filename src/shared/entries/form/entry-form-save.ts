import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormGetValues, type UseFormReset } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'
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

type EntryForm<V, O, P, E> = Omit<EntryFormSave<V, O, P, E>, 'opened' | 'create' | 'edit'> & {
  /** The form's zod schema: the typed values in, the checked values out. */
  schema: $ZodType<O, V>
  /** The values the form opens with. */
  defaultValues: V
  /** The feature's create (with its upload progress) and edit (with its conflict dialog). */
  create: EntryFormSave<V, O, P, E>['create'] & { isPending: boolean; uploadPercent: number | null }
  edit: EntryFormSave<V, O, P, E>['edit'] & { isPending: boolean; dialog: ReactNode }
}

/**
 * An organization's or event's form (react-hook-form checked by its zod schema) and its save: `form` for the fields,
 * `frame` for EntryFormFrame.
 */
export function useEntryForm<V extends FieldValues, O extends { photos: File[] }, P, E extends { name: string }>({
  schema,
  defaultValues,
  id,
  toValues,
  payload,
  create,
  edit,
}: EntryForm<V, O, P, E>) {
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues: defaultValues as DefaultValues<V> })
  const save = useEntryFormSave(form, { id, opened: defaultValues, toValues, payload, create, edit })
  return { form, frame: { form, id, save, calls: { create, edit } } }
}
