import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { GalleryPage } from '@/features/gallery/components/gallery-page'
import { galleryQueries } from '@/features/gallery/queries'
import { gallerySearchSchema } from '@/features/gallery/search-schema'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'
import { can } from '@/shared/auth/permissions'
import { session, systemCountryOf } from '@/shared/auth/session'

export const Route = createFileRoute('/_authed/gallery')({
  validateSearch: gallerySearchSchema,
  beforeLoad: requireFeature('gallery'),
  loaderDeps: ({ search }) => ({ item: search.item ?? '' }),
  loader: async ({ context, deps }) => {
    // Scoped to the system country when the admin edits information there; the page says otherwise.
    const country = systemCountryOf(context.profile, session.get().chosenCountryId)
    if (!country || !can(context.profile, 'info:edit', { countryId: country._id })) return
    await prefetch(
      context.queryClient,
      galleryQueries.infoTable(country._id),
      deps.item !== '' && galleryQueries.photos(country._id, deps.item),
    )
  },
  component: GalleryRoute,
})

function GalleryRoute() {
  const { item, edit } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onEdit = useCallback(
    (next: boolean) => void navigate({ search: (prev) => ({ item: prev.item, ...(next ? { edit: true } : {}) }) }),
    [navigate],
  )
  return <GalleryPage itemId={item ?? ''} editing={edit === true} onEdit={onEdit} />
}
