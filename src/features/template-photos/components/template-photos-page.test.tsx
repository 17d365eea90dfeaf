import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { categoryQueries } from '@/features/categories/queries'
import type { Category } from '@/features/categories/schemas'
import { templatePhotoQueries } from '@/features/template-photos/queries'
import type { TemplatePhoto } from '@/features/template-photos/schemas'
import { photoGridText } from '@/shared/i18n/ru'
import { renderInRouter } from '@/test/render-in-router'
import { TemplatePhotosPage } from './template-photos-page'

const cafes: Category = { _id: 'c1', name: 'Кафе', sort: 1, icon_path: '/uploads/icons/cafe.png', icon_pressed_path: null }
const templatePhoto = (n: number, title: string | null): TemplatePhoto => ({
  _id: `t${n}`,
  photo: { _id: `p${n}`, url: `/uploads/${n}.jpg`, preview_url: `/uploads/${n}-small.jpg`, title },
  category_id: cafes._id,
})

/** The screen on the category folder's photos as the screen has them cached (nothing is fetched). */
async function renderFolder(photos: TemplatePhoto[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(categoryQueries.catalogue().queryKey, [cafes])
  queryClient.setQueryData(templatePhotoQueries.list(cafes._id).queryKey, photos)
  await renderInRouter(() => <TemplatePhotosPage categoryId={cafes._id} countryId="c0" />, queryClient)
}

describe('template photos (spec section 2 "Template photos screen", section 5)', () => {
  it("a photo shows its title or 'No title'", async () => {
    await renderFolder([templatePhoto(1, 'Фасад'), templatePhoto(2, null)])
    expect(screen.getByText('Фасад')).toBeInTheDocument()
    expect(screen.getByText('No title')).toBeInTheDocument()
  })

  it("a photo's delete icon asks 'Удалить?'", async () => {
    await renderFolder([templatePhoto(1, 'Фасад')])
    fireEvent.click(screen.getByRole('button', { name: photoGridText.delete('Фасад') }))
    expect(await screen.findByRole('dialog', { name: 'Удалить?' }, { timeout: 3000 })).toBeInTheDocument()
  })

  it("more than 15 files chosen: a modal titled 'Внимание' says the maximum is 15 and only the first 15 are saved", async () => {
    await renderFolder([])
    const files = Array.from({ length: 16 }, (_, index) => new File(['x'], `${index + 1}.png`, { type: 'image/png' }))
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files } })
    const warning = await screen.findByRole('dialog', { name: 'Внимание' }, { timeout: 3000 })
    expect(within(warning).getByText(/15/)).toBeInTheDocument()
  })
})
