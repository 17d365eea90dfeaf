import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '../../features/categories/components/categories-page'
import { categoryQueries } from '../../features/categories/queries'
import { categoriesSearchSchema } from '../../features/categories/schemas'
import { requireFeature } from '../../shared/auth/guard'

export const Route = createFileRoute('/_authed/categories')({
  validateSearch: categoriesSearchSchema,
  beforeLoad: requireFeature('categories'),
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: async ({ context, deps }) => {
    // A failure is shown by the page with a retry, not as a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(categoryQueries.list()).catch(() => undefined),
      deps.category ? context.queryClient.ensureQueryData(categoryQueries.subCategories(deps.category)).catch(() => undefined) : undefined,
    ])
  },
  component: CategoriesRoute,
})

function CategoriesRoute() {
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CategoriesPage selectedId={category} onSelect={(id) => void navigate({ search: id ? { category: id } : {} })} />
}
