import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ArticlesPage } from '@/features/articles/components/articles-page'
import { articleQueries } from '@/features/articles/queries'
import { articlesSearchSchema, type ArticlesSearch } from '@/features/articles/schemas'
import { requireFeature, systemCountryWith } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/articles')({
  validateSearch: articlesSearchSchema,
  beforeLoad: ({ context }) => {
    requireFeature('articles')({ context })
    // The articles are the system country's; without the info-editing right there the page says so.
    return { countryId: systemCountryWith(context, 'info:edit') }
  },
  loaderDeps: ({ search }) => search,
  /** The blocks, and the selected block's articles (the open article is one of them). */
  loader: ({ context: { queryClient, countryId }, deps: { block } }) =>
    prefetch(
      queryClient,
      countryId !== null && articleQueries.blocks(countryId),
      countryId !== null && !!block && articleQueries.list(countryId, block),
    ),
  component: ArticlesRoute,
})

function ArticlesRoute() {
  const search = Route.useSearch()
  const { countryId } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const onSearch = useCallback((next: ArticlesSearch) => void navigate({ search: next }), [navigate])
  return <ArticlesPage countryId={countryId} search={search} onSearch={onSearch} />
}
