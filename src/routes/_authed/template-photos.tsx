import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '@/features/categories/queries'
import { TemplatePhotosPage } from '@/features/template-photos/components/template-photos-page'
import { templatePhotoQueries } from '@/features/template-photos/queries'
import { templatePhotosSearchSchema } from '@/features/template-photos/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/template-photos')({
  validateSearch: templatePhotosSearchSchema,
  beforeLoad: requireFeature('templatePhotos'),
  loaderDeps: ({ search }) => search,
  /** The category folders, then the chosen folder's photos (the first folder when none or an unknown one is chosen). */
  loader: async ({ context: { queryClient }, deps }) => {
    const catalogue = categoryQueries.catalogue()
    await prefetch(queryClient, catalogue)
    const categories = queryClient.getQueryData(catalogue.queryKey) ?? []
    const category = categories.find((entry) => entry._id === deps.category) ?? categories[0]
    await prefetch(queryClient, category !== undefined && templatePhotoQueries.list(category._id))
  },
  component: TemplatePhotosRoute,
})

function TemplatePhotosRoute() {
  const { category } = Route.useSearch()
  const { systemCountry } = Route.useRouteContext()
  return <TemplatePhotosPage categoryId={category ?? ''} countryId={systemCountry?._id ?? null} />
}
