import { addOrganizationPhotos, removeOrganizationPhotos } from '@/features/organizations/api'
import { storeOrganization } from '@/features/organizations/mutations'
import { organizationQueries } from '@/features/organizations/queries'
import { can } from '@/shared/auth/permissions'
import { ru } from '@/shared/i18n/ru'
import { PhotoEditingPage } from '@/shared/photos/photo-editing-page'

/** Photo editing of one organization (spec section 2 "Photo editing") on the shared photo page; the edit right (own organizations only, where so limited) allows it. */
export function OrganizationPhotosPage({ id }: { id: string }) {
  return (
    <PhotoEditingPage
      title={ru.pages.organizationPhotos}
      backTo="/organizations/view"
      id={id}
      detail={organizationQueries.detail}
      allowed={(profile, organization) => can(profile, 'organizations:edit', { creator_admin: organization.creator_admin })}
      calls={{ add: addOrganizationPhotos, remove: removeOrganizationPhotos, store: storeOrganization }}
    />
  )
}
