import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { GalleryPage } from '../../features/gallery/components/gallery-page'
import { galleryQueries } from '../../features/gallery/queries'
import { gallerySearchSchema } from '../../features/gallery/search-schema'
import { requireFeature } from '../../shared/auth/guard'
import { can } from '../../shared/auth/permissions'
import { session, systemCountryOf } from '../../shared/auth/session'

export const Route = createFileRoute('/_authed/gallery')({
  validateSearch: gallerySearchSchema,
  beforeLoad: requireFeature('gallery'),
  loaderDeps: ({ search }) => ({ item: search.item ?? '' }),
  loader: async ({ context, deps }) => {
    // Scoped to the system country when the admin edits information there; the page says otherwise.
    const country = systemCountryOf(context.profile, session.get().chosenCountryId)
    if (!country || !can(context.profile, 'info:edit', { countryId: country._id })) return
    // Failures are shown by the page (with a retry), not as a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(galleryQueries.infoTable(country._id)).catch(() => undefined),
      deps.item ? context.queryClient.prefetchQuery(galleryQueries.photos(country._id, deps.item)) : undefined,
    ])
  },
  component: GalleryRoute,
})

function GalleryRoute() {
  const { item, edit } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onEdit = useCallback((next: boolean) => void navigate({ search: (prev) => ({ item: prev.item, ...(next ? { edit: true } : {}) }) }), [navigate])
  return <GalleryPage itemId={item ?? ''} editing={edit === true} onEdit={onEdit} />
}
