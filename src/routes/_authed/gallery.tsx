import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { GalleryPage } from '@/features/gallery/components/gallery-page'
import { galleryQueries } from '@/features/gallery/queries'
import { gallerySearchSchema } from '@/features/gallery/schemas'
import { requireFeature, systemCountryWith } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/gallery')({
  validateSearch: gallerySearchSchema,
  beforeLoad: ({ context }) => {
    requireFeature('gallery')({ context })
    // The information table is the system country's; without the info-editing right there the page says so.
    return { countryId: systemCountryWith(context, 'info:edit') }
  },
  loaderDeps: ({ search }) => search,
  /** The information table, and the chosen item's photos. */
  loader: ({ context: { queryClient, countryId }, deps: { item } }) =>
    prefetch(
      queryClient,
      countryId !== null && galleryQueries.infoTable(countryId),
      countryId !== null && !!item && galleryQueries.photos(countryId, item),
    ),
  component: GalleryRoute,
})

function GalleryRoute() {
  const { item, edit } = Route.useSearch()
  const { countryId } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const onEdit = useCallback(
    (next: boolean) => void navigate({ search: (prev) => ({ item: prev.item, ...(next ? { edit: true } : {}) }) }),
    [navigate],
  )
  return <GalleryPage countryId={countryId} itemId={item ?? ''} editing={edit === true} onEdit={onEdit} />
}
