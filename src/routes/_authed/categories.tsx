import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/categories/components/categories-page'
import { categoryQueries } from '@/features/categories/queries'
import { categoriesSearchSchema } from '@/features/categories/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/categories')({
  validateSearch: categoriesSearchSchema,
  beforeLoad: requireFeature('categories'),
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, deps }) =>
    prefetch(context.queryClient, categoryQueries.list(), !!deps.category && categoryQueries.subCategories(deps.category)),
  component: CategoriesRoute,
})

function CategoriesRoute() {
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CategoriesPage selectedId={category} onSelect={(id) => void navigate({ search: id ? { category: id } : {} })} />
}
