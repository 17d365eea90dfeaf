import { TextInput } from '@mantine/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { entryFormText, ru } from '@/shared/i18n/ru'
import { FreshReadError, SaveCancelledError, UncertainCreateError } from '@/shared/save/merged-save-errors'
import { renderInRouter } from '@/test/render-in-router'
import { EntryFormFrame } from './entry-form-frame'

type Values = { name: string }

/** An entry form of one field around its saved name: `save` answers as the server would. */
function NameForm({ id, kind, save }: { id: string | null; kind: 'organizations' | 'events'; save: () => Promise<{ name: string }> }) {
  const form = useForm<Values>({ defaultValues: { name: 'Кафе «Арча»' } })
  const idle = { isPending: false }
  return (
    <EntryFormFrame
      form={form}
      id={id}
      kind={kind}
      label="Форма"
      save={save}
      calls={{ create: { ...idle, uploadPercent: null }, edit: { ...idle, dialog: null } }}
      fields={{ name: entryFormText.fields.name }}
    >
      <TextInput label={entryFormText.fields.name} {...form.register('name')} />
    </EntryFormFrame>
  )
}

async function submit(id: string | null, kind: 'organizations' | 'events', save: () => Promise<{ name: string }>) {
  await renderInRouter(() => <NameForm id={id} kind={kind} save={save} />)
  fireEvent.click(screen.getByRole('button', { name: id ? entryFormText.submitEdit : entryFormText.submitCreate }))
}

const outcome = (title: string) => screen.findByRole('dialog', { name: title }, { timeout: 3000 })

describe('an entry form saved (spec section 8 "Success messages", "Save failure")', () => {
  it("an organization created: its name 'успешно была создана'", async () => {
    await submit(null, 'organizations', () => Promise.resolve({ name: 'Кафе «Арча»' }))
    expect(await outcome('Успешно')).toHaveTextContent('Кафе «Арча» успешно была создана')
  })

  it("an event edited: its name 'успешно была отредактирована'", async () => {
    await submit('e1', 'events', () => Promise.resolve({ name: 'Фестиваль' }))
    expect(await outcome('Успешно')).toHaveTextContent('Фестиваль успешно была отредактирована')
  })

  it("a failed save shows 'Возникла ошибка' plus the server message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' })
    await submit('o1', 'organizations', () => Promise.reject(refused))
    expect(await outcome('Ошибка')).toHaveTextContent('Возникла ошибка: Database is down')
  })

  it("a save with no answer shows 'Не удалось установить соединение с сервером'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await submit(null, 'events', () => Promise.reject(new ApiError('network', 'No response from the server')))
    expect(await outcome('Ошибка')).toHaveTextContent('Не удалось установить соединение с сервером')
  })
})

describe('an entry form recognises the failures that sent nothing or were looked up, by their class', () => {
  it('a failed fresh read before a merged save shows its own message and offers the retry', async () => {
    await submit('o1', 'organizations', () => Promise.reject(new FreshReadError('Не удалось прочитать запись', new Error('down'))))
    const dialog = await outcome('Ошибка')
    expect(dialog).toHaveTextContent('Не удалось прочитать запись')
    expect(within(dialog).getByRole('button', { name: ru.common.retry })).toBeVisible()
  })

  it('an uncertain create that was looked up shows what was found and offers the retry', async () => {
    await submit(null, 'events', () => Promise.reject(new UncertainCreateError('Мероприятие не было создано')))
    const dialog = await outcome('Ошибка')
    expect(dialog).toHaveTextContent('Мероприятие не было создано')
    expect(within(dialog).getByRole('button', { name: ru.common.retry })).toBeVisible()
  })

  it('a closed conflict dialog says nothing', async () => {
    const save = vi.fn(() => Promise.reject(new SaveCancelledError()))
    await submit('o1', 'organizations', save)
    await vi.waitFor(() => expect(save).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
