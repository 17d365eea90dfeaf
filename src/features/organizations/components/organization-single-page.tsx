import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { can } from '../../../shared/auth/permissions'
import { useSession } from '../../../shared/auth/session'
import { ru } from '../../../shared/i18n/ru'
import { organizationViewText } from '../../../shared/i18n/organizations'
import { PageFrame } from '../../../shared/ui/page-frame'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { formatDay } from '../../../shared/lib/format-date'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { categoryQueries } from '../../categories/queries'
import { loadErrorText } from '../../../shared/api/load-error'
import { organizationQueries } from '../queries'
import type { Organization } from '../schemas'
import { PhotoCarousel, PhotoStrip } from './photo-carousel'
import { Block, CategoryBlock, ContactsBlock, Field, HoursBlock, LocationBlock, OwnerBlock, TagsAndLanguagesBlock } from './view-blocks'

const t = organizationViewText

function Actions({ organization }: { organization: Organization | undefined }) {
  const { profile } = useSession()
  const mayEdit = organization !== undefined && can(profile, 'organizations:edit', { creator_admin: organization.creator_admin })
  return (
    <Group gap="xs">
      <Button component={Link} to="/organizations/view" variant="default">
        {t.cancel}
      </Button>
      {mayEdit && (
        <>
          <Button variant="light" renderRoot={(props) => <Link {...props} to="/organizations/edit-photos" search={{ id: organization._id }} />}>
            {t.editPhotos}
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/organizations/edit" search={{ id: organization._id }} />}>{t.edit}</Button>
        </>
      )}
    </Group>
  )
}

function OrganizationDetails({ organization, online }: { organization: Organization; online: boolean }) {
  return (
    <Stack gap="md">
      <OwnerBlock organization={organization} />
      <CategoryBlock organization={organization} />
      <Block title={t.description}>
        <Field label={t.description} value={organization.description} />
      </Block>
      <LocationBlock organization={organization} online={online} />
      <ContactsBlock organization={organization} />
      <HoursBlock organization={organization} />
      <Block title={t.organizationId}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t.organizationId} value={organization._id} />
          <Field label={t.createdAt} value={formatDay(organization.createdAt)} />
          <Field label={t.status} value={organization.is_active ? t.active : t.banned} />
        </SimpleGrid>
      </Block>
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
  const organization = query.data
  const title = organization ? `${ru.pages.organizationSingle}: ${organization.name}` : ru.pages.organizationSingle
  return (
    <PageFrame title={title} actions={<Actions organization={organization} />}>
      {id === '' ? (
        <ErrorPanel message={ru.common.error} />
      ) : query.isError ? (
        <ErrorPanel message={loadErrorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : onlineId.isError ? (
        <ErrorPanel error={onlineId.error} onRetry={() => void onlineId.refetch()} retrying={onlineId.isFetching} />
      ) : organization && onlineId.data !== undefined ? (
        // The online-working category is known before the view shows: its map and address never flash.
        <OrganizationDetails organization={organization} online={organization.category._id === onlineId.data} />
      ) : (
        <PendingPanel />
      )}
    </PageFrame>
  )
}
