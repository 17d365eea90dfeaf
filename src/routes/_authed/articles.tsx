import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ArticlesPage } from '../../features/articles/components/articles-page'
import { articleQueries } from '../../features/articles/queries'
import { articlesSearchSchema, type ArticlesSearch } from '../../features/articles/search-schema'
import { can } from '../../shared/auth/permissions'
import { session, systemCountryOf } from '../../shared/auth/session'
import { requireFeature } from '../../shared/auth/guard'

export const Route = createFileRoute('/_authed/articles')({
  validateSearch: articlesSearchSchema,
  beforeLoad: (options) => {
    requireFeature('articles')(options)
    const country = systemCountryOf(options.context.profile, session.get().chosenCountryId)
    // A system country without the info-editing right: the page says so.
    return { countryId: country && can(options.context.profile, 'info:edit', { countryId: country._id }) ? country._id : null }
  },
  loaderDeps: ({ search }) => ({ block: search.block }),
  loader: async ({ context, deps }) => {
    const { countryId } = context
    if (!countryId) return
    // Failures are shown by the page (with a retry), not as a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(articleQueries.blocks(countryId)).catch(() => undefined),
      deps.block ? context.queryClient.ensureQueryData(articleQueries.list(countryId, deps.block)).catch(() => undefined) : undefined,
    ])
  },
  component: ArticlesRoute,
})

function ArticlesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback((next: ArticlesSearch) => void navigate({ search: next }), [navigate])
  return <ArticlesPage search={search} onSearch={onSearch} />
}
