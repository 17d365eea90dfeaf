import '@mantine/core/styles/Rating.css'
import { Anchor, Group, Rating, Stack, Text } from '@mantine/core'
import { eventHref, organizationHref } from '@/features/complaints/queue'
import type {
  ArticleSubject,
  Complaint,
  ComplaintKind,
  ComplaintPerson,
  OwnedSubject,
  PhotoSubject,
  ReviewSubject,
} from '@/features/complaints/schemas'
import { complaintsText } from '@/shared/i18n/complaints'
import { ru } from '@/shared/i18n/ru'
import { personLabel } from '@/shared/lib/person'
import { FullSizePhoto, PhotoStrip } from './photo-strip'

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} {...NEW_TAB} size="sm" aria-label={`${children} (${ru.common.newTabHint})`}>
      {children}
    </Anchor>
  )
}

function Person({ label, person }: { label: string; person: ComplaintPerson | null | undefined }) {
  if (!person) return null
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {personLabel(person) || complaintsText.unknownUser}
    </Text>
  )
}

function OrganizationLink({ organization }: { organization: { _id: string; name?: string | null | undefined } | null | undefined }) {
  if (!organization) return null
  return (
    <Group gap="xs">
      <Text size="sm">
        <Text span c="dimmed">
          {complaintsText.reviewedOrganization}:{' '}
        </Text>
        {organization.name}
      </Text>
      <NewTabLink href={organizationHref(organization._id)}>{complaintsText.openOrganization}</NewTabLink>
    </Group>
  )
}

function ReviewView({ subject }: { subject: ReviewSubject }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Rating value={subject.rating} readOnly size="sm" aria-hidden="true" />
        <Text size="sm">{complaintsText.rating(subject.rating)}</Text>
      </Group>
      {subject.text && <Text size="sm">{subject.text}</Text>}
      <PhotoStrip photos={subject.photos} altOf={complaintsText.subjectPhotoAlt} />
      <Person label={complaintsText.reviewAuthor} person={subject.from_user} />
      <OrganizationLink organization={subject.organization} />
    </Stack>
  )
}

function PhotoView({ subject }: { subject: PhotoSubject }) {
  return (
    <Stack gap={4}>
      {/* Large enough to judge; the full size opens in a new tab. */}
      <FullSizePhoto
        photo={{ url: subject.url, preview_url: subject.preview_url ?? undefined }}
        alt={complaintsText.complainedPhotoAlt}
        width={320}
        height={240}
      />
      <Person label={complaintsText.photoAuthor} person={subject.from_user} />
      <OrganizationLink organization={subject.organization} />
    </Stack>
  )
}

function ArticleView({ subject }: { subject: ArticleSubject }) {
  return (
    <Group gap="sm" align="flex-start">
      {subject.photo_url && (
        <FullSizePhoto photo={{ url: subject.photo_url }} alt={complaintsText.articleCoverAlt(subject.name)} width={160} height={100} />
      )}
      <Text size="sm" fw={600}>
        {subject.name}
      </Text>
    </Group>
  )
}

/** An organization's or event's cover (its first photo) large enough to judge, then the other photos small. */
function OwnedPhotos({ subject }: { subject: OwnedSubject }) {
  const [cover, ...rest] = subject.carousel_photos.filter((photo) => photo.preview_url || photo.url)
  if (!cover) return null
  return (
    <Group gap="xs" align="flex-end">
      <FullSizePhoto photo={cover} alt={complaintsText.subjectCoverAlt(subject.name)} width={240} height={160} />
      <PhotoStrip photos={rest} altOf={(index) => complaintsText.subjectPhotoAlt(index + 1)} />
    </Group>
  )
}

function OwnedView({ subject, isEvent }: { subject: OwnedSubject; isEvent: boolean }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {subject.name}
        </Text>
        <NewTabLink href={isEvent ? eventHref(subject._id) : organizationHref(subject._id)}>
          {isEvent ? complaintsText.openEvent : complaintsText.openOrganization}
        </NewTabLink>
      </Group>
      <OwnedPhotos subject={subject} />
      {subject.user?.email && (
        <Text size="sm">
          <Text span c="dimmed">
            {complaintsText.owner}:{' '}
          </Text>
          {subject.user.email}
        </Text>
      )}
    </Stack>
  )
}

/** Spec section 3 "Complaint": what the complaint is about, as its kind describes it. */
export function ComplaintSubject({ kind, complaint }: { kind: ComplaintKind; complaint: Complaint }) {
  const subject = complaint.subject
  if (!subject) {
    return (
      <Text size="sm" c="dimmed">
        {complaintsText.subjectGone}
      </Text>
    )
  }
  switch (kind) {
    case 'review':
      return <ReviewView subject={subject as ReviewSubject} />
    case 'photo':
      return <PhotoView subject={subject as PhotoSubject} />
    case 'article':
      return <ArticleView subject={subject as ArticleSubject} />
    case 'event':
      return <OwnedView subject={subject as OwnedSubject} isEvent />
    case 'organization':
    case 'itIsMyOrganization':
      return <OwnedView subject={subject as OwnedSubject} isEvent={false} />
  }
}
