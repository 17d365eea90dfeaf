import { organizationApi } from '@/features/organizations/api'
import { storeOrganization } from '@/features/organizations/mutations'
import { organizationQueries } from '@/features/organizations/queries'
import { EntryPhotosPage } from '@/shared/entries/entry-photos-page'
import { ru } from '@/shared/i18n/ru'

/** Photo editing of one organization (spec section 2 "Photo editing"); the edit right (own organizations only, where so limited) allows it. */
export function OrganizationPhotosPage({ id }: { id: string }) {
  return (
    <EntryPhotosPage
      id={id}
      title={ru.pages.organizationPhotos}
      api={organizationApi}
      detail={organizationQueries.detail}
      store={storeOrganization}
    />
  )
}
