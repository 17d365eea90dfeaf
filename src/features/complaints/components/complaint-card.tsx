import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Divider.css'
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { Complaint, ComplaintAnswer, ComplaintKind } from '@/features/complaints/schemas'
import { complaintsText } from '@/shared/i18n/complaints'
import { formatDay } from '@/shared/lib/format-date'
import { personLabel } from '@/shared/lib/person'
import { RowAction } from '@/shared/ui/actions'
import { StatusBadge } from '@/shared/ui/tones'
import classes from './complaint-card.module.css'
import { ComplaintSubject } from './complaint-subject'
import { PhotoStrip } from './photo-strip'

type ComplaintCardProps = {
  kind: ComplaintKind
  complaint: Complaint
  /** The answer being sent for this complaint, if any. */
  pendingAnswer: ComplaintAnswer | null
  disabled: boolean
  onAnswer: (answer: ComplaintAnswer) => void
}

export function ComplaintCard({ kind, complaint, pendingAnswer, disabled, onAnswer }: ComplaintCardProps) {
  const date = formatDay(complaint.createdAt)
  const fromName = complaint.from_user?.display_name || complaint.from_user?.email || complaintsText.unknownUser
  const titleId = `complaint-${complaint._id}`
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={titleId} data-testid="complaint-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h5" id={titleId}>
              {complaintsText.complaintLabel(fromName, date)}
            </Title>
            <Text size="sm" c="dimmed">
              {personLabel(complaint.from_user ?? {})}
            </Text>
          </Stack>
          <p className={classes.reason}>
            <span>{complaintsText.reason}:</span>{' '}
            <StatusBadge tone={complaint.type === 'offensive' ? 'bad' : 'warn'}>{complaintsText.reasons[complaint.type]}</StatusBadge>
          </p>
        </Group>
        <Text size="sm" c={complaint.text ? undefined : 'dimmed'}>
          <Text span c="dimmed">
            {complaintsText.text}:{' '}
          </Text>
          {complaint.text || complaintsText.noText}
        </Text>
        {complaint.photos.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {complaintsText.complaintPhotos}
            </Text>
            <PhotoStrip photos={complaint.photos} altOf={complaintsText.complaintPhotoAlt} />
          </Stack>
        )}
        <Divider label={complaintsText.subjectTitle[kind]} labelPosition="left" />
        <ComplaintSubject kind={kind} complaint={complaint} />
        <Group gap="xs" justify="flex-end">
          <RowAction danger onClick={() => onAnswer('approve')} disabled={disabled} loading={pendingAnswer === 'approve'}>
            {complaintsText.actions.approve}
          </RowAction>
          <RowAction onClick={() => onAnswer('decline')} disabled={disabled} loading={pendingAnswer === 'decline'}>
            {complaintsText.actions.decline}
          </RowAction>
          <RowAction onClick={() => onAnswer('seen')} disabled={disabled} loading={pendingAnswer === 'seen'}>
            {complaintsText.actions.seen}
          </RowAction>
        </Group>
      </Stack>
    </Card>
  )
}
