import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { photoGridText, photosText, ru } from '@/shared/i18n/ru'
import { renderInRouter } from '@/test/render-in-router'
import { PhotoGrid } from './photo-grid'

const png = (name: string) => new File(['x'], name, { type: 'image/png' })

async function renderGrid(onUpload: (files: File[]) => Promise<unknown>) {
  await renderInRouter(() => (
    <PhotoGrid items={[]} label="Фото" emptyText="Нет фото" onUpload={onUpload} onDelete={() => Promise.resolve()} />
  ))
  const input = document.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error('no file input')
  return { choose: (files: File[]) => fireEvent.change(input, { target: { files } }) }
}

describe('the photo grid: a failed upload keeps its files for Повторить', () => {
  it('keeps the files after a failure, counts them as unsaved, and Повторить sends the same files once more', async () => {
    const onUpload = vi
      .fn<(files: File[]) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('http', 'Storage is down', { status: 500, serverMessage: 'Storage is down' }))
      .mockResolvedValueOnce([])
    const grid = await renderGrid(onUpload)
    const chosen = [png('a.png'), png('b.png')]
    grid.choose(chosen)
    expect(await screen.findByText(`${photosText.failure}: Storage is down`)).toBeInTheDocument()
    const kept = await screen.findByRole('group', { name: photoGridText.unsent(2) })
    expect(kept).toBeInTheDocument()
    expect(unsavedChanges.any()).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: ru.common.retry }))
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(2))
    expect(onUpload.mock.calls[1]?.[0]).toEqual(chosen)
    await waitFor(() => expect(screen.queryByRole('group', { name: photoGridText.unsent(2) })).toBeNull())
    expect(await screen.findByText(photosText.saved(2))).toBeInTheDocument()
    expect(unsavedChanges.any()).toBe(false)
  })

  it('Отбросить drops the kept files: nothing is unsaved any more', async () => {
    const grid = await renderGrid(() => Promise.reject(new Error('offline')))
    grid.choose([png('a.png')])
    await screen.findByRole('group', { name: photoGridText.unsent(1) })
    fireEvent.click(screen.getByRole('button', { name: photoGridText.dropUnsent }))
    expect(screen.queryByRole('group', { name: photoGridText.unsent(1) })).toBeNull()
    expect(unsavedChanges.any()).toBe(false)
  })

  it('a new choice after a failure never drops the kept files: a second failure keeps both', async () => {
    const grid = await renderGrid(() => Promise.reject(new Error('offline')))
    grid.choose([png('a.png')])
    await screen.findByRole('group', { name: photoGridText.unsent(1) })
    grid.choose([png('b.png'), png('c.png')])
    expect(await screen.findByRole('group', { name: photoGridText.unsent(3) })).toBeInTheDocument()
  })
})
