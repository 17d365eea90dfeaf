import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '../../features/categories/queries'
import { TemplatePhotosPage } from '../../features/template-photos/components/template-photos-page'
import { templatePhotoQueries } from '../../features/template-photos/queries'
import { templatePhotosSearchSchema } from '../../features/template-photos/search-schema'
import { requireFeature } from '../../shared/auth/guard'

export const Route = createFileRoute('/_authed/template-photos')({
  validateSearch: templatePhotosSearchSchema,
  beforeLoad: requireFeature('templatePhotos'),
  loaderDeps: ({ search }) => ({ category: search.category ?? '' }),
  loader: async ({ context, deps }) => {
    // Failures are shown by the page (with a retry), not as a route error.
    const categories = await context.queryClient.ensureQueryData(categoryQueries.catalogue()).catch(() => null)
    const categoryId = deps.category || categories?.[0]?._id
    if (categoryId) await context.queryClient.prefetchQuery(templatePhotoQueries.list(categoryId))
  },
  component: TemplatePhotosRoute,
})

function TemplatePhotosRoute() {
  const { category } = Route.useSearch()
  return <TemplatePhotosPage categoryId={category ?? ''} />
}
