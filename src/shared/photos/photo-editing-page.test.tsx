import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import type { Photo } from '@/shared/api/common-schemas'
import { photosText } from '@/shared/i18n/ru'
import { renderInRouter } from '@/test/render-in-router'
import { PhotoEditingPage, type PhotoCalls } from './photo-editing-page'

type Entry = { _id: string; name: string; carousel_photos: Photo[]; user: { _id: string } }

const photo = (n: number): Photo => ({ _id: `p${n}`, url: `/uploads/${n}.jpg`, preview_url: `/uploads/${n}-small.jpg` })
const entryWith = (count: number): Entry => ({
  _id: 'e1',
  name: 'Фестиваль',
  carousel_photos: Array.from({ length: count }, (_, index) => photo(index + 1)),
  user: { _id: 'u1' },
})
const png = (name: string) => new File(['x'], name, { type: 'image/png' })
const noMessage = () => new ApiError('http', 'Unknown server error', { status: 500 })
const refusal = (message: string) => new ApiError('http', message, { status: 400, serverMessage: message })

async function renderPage(load: () => Promise<Entry>, calls: Partial<PhotoCalls<Entry>> = {}, id = 'e1') {
  const entry = () => load()
  const all: PhotoCalls<Entry> = {
    add: vi.fn(entry),
    remove: vi.fn(entry),
    store: vi.fn<(queryClient: QueryClient, entry: Entry) => void>(),
    ...calls,
  }
  await renderInRouter(() => (
    <PhotoEditingPage
      title="Редактирование фото"
      backTo="/events/view"
      id={id}
      detail={(entryId) => queryOptions({ queryKey: ['entry', entryId], queryFn: load })}
      allowed={() => true}
      calls={all}
    />
  ))
  return all
}

/** Chooses `files` in the new photos' picker and saves them. */
function addAndSave(files: File[]) {
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files } })
  fireEvent.click(screen.getByRole('button', { name: photosText.save }))
}

const deleteSaved = async (n: number) => fireEvent.click(await screen.findByRole('button', { name: `${photosText.delete} ${n}` }))
const outcome = (title: string) => screen.findByRole('dialog', { name: title }, { timeout: 3000 })

describe('photo editing (spec section 2 "Photo editing", section 8 "Photo add or remove")', () => {
  it("a section 'Сохраненные'; deleting a saved photo asks 'Удалить?' with 'Отмена' and 'Удалить', then 'Успешно': 'Фото успешно удалилось!' with 'Ок'", async () => {
    const calls = await renderPage(() => Promise.resolve(entryWith(3)))
    expect(await screen.findByRole('region', { name: 'Сохраненные' })).toBeInTheDocument()
    await deleteSaved(2)
    const asked = await outcome('Удалить?')
    expect(within(asked).getByRole('button', { name: 'Отмена' })).toBeInTheDocument()
    fireEvent.click(within(asked).getByRole('button', { name: 'Удалить' }))
    const done = await outcome('Успешно')
    expect(done).toHaveTextContent('Фото успешно удалилось!')
    expect(within(done).getByRole('button', { name: 'Ок' })).toBeInTheDocument()
    expect(calls.remove).toHaveBeenCalledWith('e1', ['p2'])
  })

  it("photos added: 'Успешно' with '{n} фото успешно сохранилось!'", async () => {
    await renderPage(() => Promise.resolve(entryWith(3)))
    await screen.findByRole('region', { name: 'Сохраненные' })
    addAndSave([png('a.png'), png('b.png')])
    expect(await outcome('Успешно')).toHaveTextContent('2 фото успешно сохранилось!')
  })

  it("a failed add shows 'Ошибка' with 'Error' and the server message; a failed remove without one, 'Error' and 'Server error'", async () => {
    await renderPage(() => Promise.resolve(entryWith(3)), {
      add: () => Promise.reject(refusal('Storage is down')),
      remove: () => Promise.reject(noMessage()),
    })
    await screen.findByRole('region', { name: 'Сохраненные' })
    addAndSave([png('a.png')])
    const added = await outcome('Ошибка')
    expect(added).toHaveTextContent('Error: Storage is down')
    fireEvent.click(within(added).getByRole('button', { name: 'Ок' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ошибка' })).toBeNull())

    await deleteSaved(1)
    fireEvent.click(within(await outcome('Удалить?')).getByRole('button', { name: 'Удалить' }))
    expect(await outcome('Ошибка')).toHaveTextContent('Error: Server error')
  })

  it("deleting at the minimum: the confirmation still opens, then 'Минимальное количество фото на карусели: {min}' and nothing is deleted", async () => {
    const calls = await renderPage(() => Promise.resolve(entryWith(1)))
    await deleteSaved(1)
    fireEvent.click(within(await outcome('Удалить?')).getByRole('button', { name: 'Удалить' }))
    expect(await outcome('Ошибка')).toHaveTextContent('Минимальное количество фото на карусели: 1')
    expect(calls.remove).not.toHaveBeenCalled()
  })

  it("too many photos: 'Максимальное количество фото на карусели: 15' with the counts; only the fitting ones are kept", async () => {
    await renderPage(() => Promise.resolve(entryWith(14)))
    await screen.findByRole('region', { name: 'Сохраненные' })
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, {
      target: { files: [png('a.png'), png('b.png'), png('c.png')] },
    })
    const refused = await outcome('Ошибка')
    expect(refused).toHaveTextContent('Максимальное количество фото на карусели: 15')
    expect(refused).toHaveTextContent(photosText.tooMany(14, 3, 1))
  })

  it("a load failure shows the server message if it is a string, else 'Ошибка'", async () => {
    await renderPage(() => Promise.reject(noMessage()))
    const failed = await screen.findByRole('alert')
    expect(within(failed).getByText('Ошибка', { selector: 'p' })).toBeInTheDocument()
    expect(failed).not.toHaveTextContent('Unknown server error')
  })
})
