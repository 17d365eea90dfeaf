import { useQuery, useQueryClient } from '@tanstack/react-query'
import { can } from '../../../shared/auth/permissions'
import { useSession } from '../../../shared/auth/session'
import { ru } from '../../../shared/i18n/ru'
import { PhotoEditingPage } from '../../../shared/ui/photo-editing-page'
import { addOrganizationPhotos, removeOrganizationPhotos } from '../api'
import { organizationQueries } from '../queries'
import { storeOrganization } from '../save-mutations'

/** Photo editing of one organization (spec section 2 "Photo editing") on the shared photo page. */
export function OrganizationPhotosPage({ id }: { id: string }) {
  const query = useQuery({ ...organizationQueries.detail(id), enabled: id !== '' })
  const { profile } = useSession()
  const queryClient = useQueryClient()
  const organization = query.data
  return (
    <PhotoEditingPage
      title={organization ? `${ru.pages.organizationPhotos}: ${organization.name}` : ru.pages.organizationPhotos}
      backTo="/organizations/view"
      id={id}
      query={query}
      allowed={(entry) => can(profile, 'organizations:edit', { creator_admin: entry.creator_admin })}
      api={(entry) => ({
        add: (files, onUploadProgress) => addOrganizationPhotos(entry._id, { owner_id: entry.user._id, files }, { onUploadProgress }),
        remove: (photoIds) => removeOrganizationPhotos(entry._id, photoIds),
        store: (updated) => storeOrganization(queryClient, updated),
        detailKey: organizationQueries.detail(entry._id).queryKey,
      })}
    />
  )
}
