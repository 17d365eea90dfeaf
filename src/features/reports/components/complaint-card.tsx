import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import dayjs from 'dayjs'
import { ru } from '../../../shared/i18n/ru'
import { DATE_FORMAT } from '../../../shared/limits'
import type { Complaint, ComplaintAnswer, ComplaintKind } from '../schemas'
import { ComplaintSubject } from './complaint-subject'
import { PhotoStrip } from './photo-strip'

/** A dark orange that keeps white badge text at AA contrast. */
const WRONG_COLOR = '#8a4b00'

type ComplaintCardProps = {
  kind: ComplaintKind
  complaint: Complaint
  /** The answer being sent for this complaint, if any. */
  pendingAnswer: ComplaintAnswer | null
  disabled: boolean
  onAnswer: (answer: ComplaintAnswer) => void
}

export function ComplaintCard({ kind, complaint, pendingAnswer, disabled, onAnswer }: ComplaintCardProps) {
  const date = dayjs(complaint.createdAt).format(DATE_FORMAT)
  const fromName = complaint.from_user?.display_name || complaint.from_user?.email || ru.reports.unknownUser
  const titleId = `complaint-${complaint._id}`
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={titleId} data-testid="complaint-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h5" id={titleId}>
              {ru.reports.complaintLabel(fromName, date)}
            </Title>
            <Text size="sm" c="dimmed">
              {[complaint.from_user?.display_name, complaint.from_user?.email].filter(Boolean).join(', ')}
            </Text>
          </Stack>
          <Badge color={complaint.type === 'offensive' ? 'red.9' : WRONG_COLOR} aria-label={`${ru.reports.reason}: ${ru.reports.reasons[complaint.type]}`}>
            {ru.reports.reasons[complaint.type]}
          </Badge>
        </Group>
        <Text size="sm" c={complaint.text ? undefined : 'dimmed'}>
          <Text span c="dimmed">
            {ru.reports.text}:{' '}
          </Text>
          {complaint.text || ru.reports.noText}
        </Text>
        {complaint.photos.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {ru.reports.complaintPhotos}
            </Text>
            <PhotoStrip photos={complaint.photos} altOf={ru.reports.complaintPhotoAlt} />
          </Stack>
        )}
        <Divider label={ru.reports.subjectTitle[kind]} labelPosition="left" />
        <ComplaintSubject kind={kind} complaint={complaint} />
        <Group gap="xs" justify="flex-end">
          <Button color="red.9" size="xs" onClick={() => onAnswer('approve')} disabled={disabled} loading={pendingAnswer === 'approve'}>
            {ru.reports.actions.approve}
          </Button>
          <Button variant="default" size="xs" onClick={() => onAnswer('decline')} disabled={disabled} loading={pendingAnswer === 'decline'}>
            {ru.reports.actions.decline}
          </Button>
          <Button variant="outline" size="xs" onClick={() => onAnswer('seen')} disabled={disabled} loading={pendingAnswer === 'seen'}>
            {ru.reports.actions.seen}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
