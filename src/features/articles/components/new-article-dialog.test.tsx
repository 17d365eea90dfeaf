import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { NewArticle } from '@/features/articles/api'
import { ApiError } from '@/shared/api/client'
import { articlesText } from '@/shared/i18n/articles'
import { catalogueText } from '@/shared/i18n/categories'
import { renderInRouter } from '@/test/render-in-router'
import { NewArticleDialog } from './new-article-dialog'

async function renderDialog(onSubmit: (input: NewArticle) => Promise<unknown>, onClose = vi.fn()) {
  // In a router: what is typed is guarded against leaving (the leave guard).
  const { container } = await renderInRouter(() => <NewArticleDialog opened blockId="b1" onSubmit={onSubmit} onClose={onClose} />)
  return { onClose, fileInput: () => container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')! }
}

const file = (type: string, name = 'cover.png') => new File(['x'], name, { type })

describe('new article (spec section 2 "New article", sections 5 and 8)', () => {
  it('a name shorter than 2 and no cover show the min-2 and choose-a-file messages; nothing is sent', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    await renderDialog(onSubmit)
    await user.type(screen.getByRole('textbox', { name: articlesText.nameLabel }), ' я ')
    await user.click(screen.getByRole('button', { name: articlesText.create }))
    expect(await screen.findByText('Минимум 2 символа')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите файл')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('a cover of another type shows the type message at once; a png is previewed and sent with the trimmed name and the block', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const onSubmit = vi.fn(() => Promise.resolve())
    const { onClose, fileInput } = await renderDialog(onSubmit)
    await user.upload(fileInput(), file('image/gif', 'cover.gif'))
    expect(await screen.findByRole('alert')).toHaveTextContent(articlesText.coverType)
    const png = file('image/png')
    await user.upload(fileInput(), png)
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByText(articlesText.coverChosen('cover.png'))).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: articlesText.nameLabel }), '  Аренда жилья ')
    await user.click(screen.getByRole('button', { name: articlesText.create }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Аренда жилья', article_block_id: 'b1', image: png })
  })

  it('a server failure shows its message in an alert dialog; the modal stays with what was typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError('http', 'Name length minimum 2', { status: 400, serverMessage: 'Name length minimum 2' })),
    )
    const { onClose, fileInput } = await renderDialog(onSubmit)
    await user.type(screen.getByRole('textbox', { name: articlesText.nameLabel }), 'Спорт')
    await user.upload(fileInput(), file('image/jpeg', 'cover.jpg'))
    await user.click(screen.getByRole('button', { name: articlesText.create }))
    expect(await screen.findByRole('dialog', { name: catalogueText.failedTitle })).toHaveTextContent('Минимум 2 символа')
    expect(screen.getByRole('textbox', { name: articlesText.nameLabel })).toHaveValue('Спорт')
    expect(screen.getByText(articlesText.coverChosen('cover.jpg'))).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })
})
