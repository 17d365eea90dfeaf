import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ArticlesPage } from '@/features/articles/components/articles-page'
import { articleQueries } from '@/features/articles/queries'
import { articlesSearchSchema, type ArticlesSearch } from '@/features/articles/search-schema'
import { can } from '@/shared/auth/permissions'
import { session, systemCountryOf } from '@/shared/auth/session'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/articles')({
  validateSearch: articlesSearchSchema,
  beforeLoad: (options) => {
    requireFeature('articles')(options)
    const country = systemCountryOf(options.context.profile, session.get().chosenCountryId)
    // A system country without the info-editing right: the page says so.
    return { countryId: country && can(options.context.profile, 'info:edit', { countryId: country._id }) ? country._id : null }
  },
  loaderDeps: ({ search }) => ({ block: search.block }),
  loader: ({ context, deps }) => {
    const { countryId } = context
    if (!countryId) return
    return prefetch(context.queryClient, articleQueries.blocks(countryId), !!deps.block && articleQueries.list(countryId, deps.block))
  },
  component: ArticlesRoute,
})

function ArticlesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback((next: ArticlesSearch) => void navigate({ search: next }), [navigate])
  return <ArticlesPage search={search} onSearch={onSearch} />
}
