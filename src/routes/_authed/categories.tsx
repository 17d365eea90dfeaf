import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/categories/components/categories-page'
import { categoryQueries } from '@/features/categories/queries'
import { categoriesSearchSchema } from '@/features/categories/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/categories')({
  validateSearch: categoriesSearchSchema,
  beforeLoad: requireFeature('categories'),
  loaderDeps: ({ search }) => search,
  /** The categories, and the selected one's sub-categories. */
  loader: ({ context: { queryClient }, deps: { category } }) =>
    prefetch(queryClient, categoryQueries.list(), !!category && categoryQueries.subCategories(category)),
  component: CategoriesRoute,
})

function CategoriesRoute() {
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CategoriesPage selectedId={category} onSelect={(id) => void navigate({ search: id ? { category: id } : {} })} />
}
