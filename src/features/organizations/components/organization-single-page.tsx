import { SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { categoryQueries } from '@/features/categories/queries'
import { organizationQueries } from '@/features/organizations/queries'
import type { Organization } from '@/features/organizations/schemas'
import { can } from '@/shared/auth/permissions'
import { useSession } from '@/shared/auth/session'
import { EntryDetailState } from '@/shared/entries/view/entry-detail-state'
import { PhotoCarousel, PhotoStrip } from '@/shared/entries/view/photo-carousel'
import { Block, ContactsBlock, EntryIdBlock, EntryViewActions, Field, OwnerBlock } from '@/shared/entries/view/view-blocks'
import { organizationViewText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { CategoryBlock, HoursBlock, LocationBlock, TagsAndLanguagesBlock } from './view-blocks'

const t = organizationViewText

function OrganizationDetails({ organization, online }: { organization: Organization; online: boolean }) {
  return (
    <Stack gap="md">
      <OwnerBlock user={organization.user} />
      <CategoryBlock organization={organization} />
      <Block title={t.description}>
        <Field label={t.description} value={organization.description} />
      </Block>
      <LocationBlock organization={organization} online={online} />
      <ContactsBlock contacts={organization.contacts} />
      <HoursBlock organization={organization} />
      <EntryIdBlock idLabel={t.organizationId} entry={organization}>
        <Field label={t.status} value={organization.is_active ? t.active : t.banned} />
      </EntryIdBlock>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Block title={t.carousel}>
          <PhotoCarousel photos={organization.carousel_photos} label={t.carousel} />
        </Block>
        <Block title={t.ownerPhotos}>
          <PhotoStrip photos={organization.owner_photos} label={t.ownerPhotos} />
        </Block>
      </SimpleGrid>
      <TagsAndLanguagesBlock organization={organization} />
    </Stack>
  )
}

/** The read-only view of one organization (spec section 2 "Read-only view"). */
export function OrganizationSinglePage({ id }: { id: string }) {
  const query = useQuery({ ...organizationQueries.detail(id), enabled: id !== '' })
  const onlineId = useQuery(categoryQueries.onlineWorkingId())
  const { profile } = useSession()
  const organization = query.data
  const title = organization ? `${ru.pages.organizationSingle}: ${organization.name}` : ru.pages.organizationSingle
  const mayEdit = organization !== undefined && can(profile, 'organizations:edit', { creator_admin: organization.creator_admin })
  return (
    <PageFrame title={title} actions={<EntryViewActions kind="organizations" id={organization?._id} mayEdit={mayEdit} />}>
      {/* The online-working category is known before the view shows: its map and address never flash. */}
      <QueryState query={onlineId}>
        {(onlineWorkingId) => (
          <EntryDetailState id={id} query={query}>
            {(entry) => <OrganizationDetails organization={entry} online={entry.category._id === onlineWorkingId} />}
          </EntryDetailState>
        )}
      </QueryState>
    </PageFrame>
  )
}
