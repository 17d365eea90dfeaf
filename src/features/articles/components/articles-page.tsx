import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { articleQueries } from '@/features/articles/queries'
import type { ArticlesSearch } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { ru } from '@/shared/i18n/ru'
import { bySort } from '@/shared/lib/sort-diff'
import { ListDetail } from '@/shared/ui/list-detail'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import ArticlePanel from './article-panel'
import { ArticlesList } from './articles-list'
import { BlocksPanel } from './blocks-panel'

/**
 * An article's view and markup editor (the sanitizer, the preview, the tag helpers; CodeMirror
 * loads inside it) are heavy and show only once an article is opened: they load then, and already
 * as the pointer or the focus reaches the articles list (see ArticlesList).
 */

type ArticlesPageProps = {
  /** The system country, when the admin edits information there (the route decides); null: the page says there is none. */
  countryId: string | null
  search: ArticlesSearch
  onSearch: (search: ArticlesSearch) => void
}

/** Spec section 2 "Articles screen": the blocks of the system country and the articles of the selected one. */
export function ArticlesPage({ countryId, search, onSearch }: ArticlesPageProps) {
  const blocks = useQuery({ ...articleQueries.blocks(countryId ?? ''), enabled: countryId !== null })

  const sorted = blocks.data ? bySort(blocks.data.articleBlocks) : []
  const selected = sorted.find((block) => block._id === search.block)

  // A block of another country (after a switch) or one deleted elsewhere: the selection goes.
  const stale = Boolean(blocks.data && search.block && !selected)
  useEffect(() => {
    if (stale) onSearch({})
  }, [stale, onSearch])

  if (countryId === null) {
    return (
      <PageFrame title={ru.pages.articles}>
        <Text c="dimmed">{articlesText.noCountry}</Text>
      </PageFrame>
    )
  }

  return (
    <PageFrame title={ru.pages.articles}>
      <QueryState query={blocks} title={articlesText.blocksFailed}>
        {() => (
          <ListDetail
            listMinPx={340}
            detailShare={2}
            list={
              <BlocksPanel
                countryId={countryId}
                blocks={sorted}
                selectedId={selected?._id}
                onSelect={(id) => onSearch(id ? { block: id } : {})}
              />
            }
          >
            {!selected ? (
              <Text c="dimmed">{articlesText.selectBlock}</Text>
            ) : search.article ? (
              <ArticlePanel
                countryId={countryId}
                blockId={selected._id}
                articleId={search.article}
                edit={search.edit === true}
                onEdit={(edit) => onSearch({ block: selected._id, article: search.article, ...(edit ? { edit } : {}) })}
                onClose={() => onSearch({ block: selected._id })}
              />
            ) : (
              <ArticlesList
                countryId={countryId}
                block={selected}
                onOpen={(article, edit) => onSearch({ block: selected._id, article: article._id, ...(edit ? { edit } : {}) })}
              />
            )}
          </ListDetail>
        )}
      </QueryState>
    </PageFrame>
  )
}
