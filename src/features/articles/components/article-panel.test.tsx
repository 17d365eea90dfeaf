import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { articleQueries } from '@/features/articles/queries'
import type { Article } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { markupText } from '@/shared/i18n/markup'
import { ru } from '@/shared/i18n/ru'
import { stubRangeLayout, typeAtEnd } from '@/test/code-editor'
import { renderInRouter } from '@/test/render-in-router'
import ArticlePanel from './article-panel'

const update = vi.hoisted(() => ({ mutateAsync: vi.fn(() => Promise.resolve()), error: null, isPending: false, dialog: null }))
vi.mock('@/features/articles/mutations', () => ({ useSaveArticle: () => update }))

const BODY = '<h2>Регистрация</h2>\n<b>Памятка</b>\n'
const article: Article = {
  _id: 'a1',
  name: 'Как оформить регистрацию',
  sort: 1,
  photo_url: '',
  article_block_id: 'b1',
  inner_html: BODY,
  is_visible: true,
  updatedAt: null,
}

async function openEditor() {
  update.mutateAsync.mockClear()
  // The article list as the screen has it cached (never fetched again here).
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(articleQueries.list('c1', 'b1').queryKey, { articles: [article] })
  await renderInRouter(
    () => <ArticlePanel countryId="c1" blockId="b1" articleId="a1" edit onEdit={vi.fn()} onClose={vi.fn()} />,
    queryClient,
  )
  await screen.findByRole('textbox', { name: articlesText.bodyLabel }, { timeout: 15_000 })
  return queryClient
}

type Sent = { article: { _id: string }; base: { name: string; sort: string; inner_html: string }; mine: { inner_html: string } }

beforeAll(stubRangeLayout)

describe('article editor save (keys never wait, the save still sees every one)', () => {
  it('refuses a forbidden fragment typed a moment before the save, before the preview has followed it', async () => {
    await openEditor()
    typeAtEnd('<b>let</b>')
    // The preview and the problems follow the typing after a pause: not yet.
    expect(screen.queryByText('Есть недопустимые символы')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: ru.common.save }))
    const blocked = await screen.findByRole('dialog', { name: markupText.forbiddenAlertTitle })
    expect(blocked).toHaveTextContent('«let»')
    expect(update.mutateAsync).not.toHaveBeenCalled()
    // The form has caught up with the text: the preview says so too.
    const preview = screen.getByRole('region', { name: markupText.previewLabel })
    expect(within(preview).getByText('Есть недопустимые символы')).toBeInTheDocument()
  })

  it('saves the text with the keys typed a moment before the save', async () => {
    await openEditor()
    typeAtEnd('<h3>Сроки</h3>')
    fireEvent.click(screen.getByRole('button', { name: ru.common.save }))
    await waitFor(() => expect(update.mutateAsync).toHaveBeenCalledTimes(1))
    // Merged onto the article as the server holds it now: the article as opened, what is typed, no new cover.
    const [sent] = update.mutateAsync.mock.calls[0] as unknown as [Sent & { cover: File | null }]
    expect(sent.article._id).toBe('a1')
    expect(sent.base).toEqual({ name: article.name, sort: '1', inner_html: BODY })
    expect(sent.mine.inner_html).toBe(`${BODY}<h3>Сроки</h3>`)
    expect(sent.cover).toBeNull()
  })

  it('merges against the article as the editor opened it, not as a save in another tab left it in the cache', async () => {
    const queryClient = await openEditor()
    queryClient.setQueryData(articleQueries.list('c1', 'b1').queryKey, { articles: [{ ...article, name: 'Имя из другой вкладки' }] })
    await screen.findByRole('heading', { name: 'Имя из другой вкладки' })
    typeAtEnd('<h3>Сроки</h3>')
    fireEvent.click(screen.getByRole('button', { name: ru.common.save }))
    await waitFor(() => expect(update.mutateAsync).toHaveBeenCalledTimes(1))
    const [sent] = update.mutateAsync.mock.calls[0] as unknown as [Sent]
    expect(sent.base).toEqual({ name: article.name, sort: '1', inner_html: BODY })
  })
})
