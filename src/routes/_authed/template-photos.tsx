import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '@/features/categories/queries'
import { TemplatePhotosPage } from '@/features/template-photos/components/template-photos-page'
import { templatePhotoQueries } from '@/features/template-photos/queries'
import { templatePhotosSearchSchema } from '@/features/template-photos/search-schema'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/template-photos')({
  validateSearch: templatePhotosSearchSchema,
  beforeLoad: requireFeature('templatePhotos'),
  loaderDeps: ({ search }) => ({ category: search.category ?? '' }),
  loader: async ({ context, deps }) => {
    const catalogue = categoryQueries.catalogue()
    await prefetch(context.queryClient, catalogue)
    // The first folder is the default; without the categories the page shows their failure.
    const categoryId = deps.category || context.queryClient.getQueryData(catalogue.queryKey)?.[0]?._id
    await prefetch(context.queryClient, !!categoryId && templatePhotoQueries.list(categoryId))
  },
  component: TemplatePhotosRoute,
})

function TemplatePhotosRoute() {
  const { category } = Route.useSearch()
  return <TemplatePhotosPage categoryId={category ?? ''} />
}
