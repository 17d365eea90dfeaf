// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { useEntryFormSave } from './entry-form-save'

type Values = { name: string; photos: File[] }
type Saved = { _id: string; name: string }

const photo = new File(['x'], 'a.png', { type: 'image/png' })
const toValues = (saved: Saved): Values => ({ name: saved.name, photos: [] })

function renderSave(id: string | null, opened: Values) {
  const create = {
    mutateAsync: vi.fn(({ payload }: { payload: { name: string }; photos: File[] }) => Promise.resolve({ _id: 'n1', ...payload })),
  }
  const edit = {
    mutateAsync: vi.fn(({ mine }: { base: Values; mine: Values }) => Promise.resolve({ _id: 'e1', name: `${mine.name} (server)` })),
  }
  const { result } = renderHook(() => {
    const form = useForm<Values>({ defaultValues: opened })
    const save = useEntryFormSave(form, { id, opened, toValues, payload: (values: Values) => ({ name: values.name }), create, edit })
    return { form, save }
  })
  return { result, create, edit }
}

describe("an entry form's submit", () => {
  it('a create sends the payload of the checked values with the chosen photos, and no edit', async () => {
    const { result, create, edit } = renderSave(null, { name: '', photos: [] })
    await act(() => result.current.save({ name: 'Новая', photos: [photo] }))
    expect(create.mutateAsync).toHaveBeenCalledWith({ payload: { name: 'Новая' }, photos: [photo] })
    expect(edit.mutateAsync).not.toHaveBeenCalled()
  })

  it('an edit hands the merge the values the form opened with and what is typed; the saved entry becomes the form and the next base', async () => {
    const { result, create, edit } = renderSave('e1', { name: 'Было', photos: [] })
    act(() => result.current.form.setValue('name', 'Стало'))
    await act(() => result.current.save({ name: 'Стало', photos: [] }))
    expect(edit.mutateAsync).toHaveBeenCalledWith({ base: { name: 'Было', photos: [] }, mine: { name: 'Стало', photos: [] } })
    expect(create.mutateAsync).not.toHaveBeenCalled()
    expect(result.current.form.getValues('name')).toBe('Стало (server)')

    act(() => result.current.form.setValue('name', 'Ещё'))
    await act(() => result.current.save({ name: 'Ещё', photos: [] }))
    expect(edit.mutateAsync).toHaveBeenLastCalledWith({ base: { name: 'Стало (server)', photos: [] }, mine: { name: 'Ещё', photos: [] } })
  })
})
