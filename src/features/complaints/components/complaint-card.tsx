import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Divider.css'
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { memo } from 'react'
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
  /** The queue's current complaint: the one tab stop of the feed (roving focus), which the keys act on. */
  current: boolean
  /** Its place in the feed (1-based) and the feed's length, for screen readers. */
  position: number
  setSize: number
  /** The id of the text that names the queue's keys. */
  keysHintId: string
  onAnswer: (complaint: Complaint, answer: ComplaintAnswer) => void
  /** The focus reached the card or something in it: it becomes the current one. */
  onCurrent: (complaintId: string) => void
}

/**
 * One complaint of the queue: an `article` of the feed, focusable (the kit's focus ring marks it), named by its
 * heading, with what it is about and its three answers. Drawn again only when its own props change: a key that moves
 * the focus redraws the two cards whose tab stop moved.
 */
export const ComplaintCard = memo(function ComplaintCard({
  kind,
  complaint,
  current,
  position,
  setSize,
  keysHintId,
  onAnswer,
  onCurrent,
}: ComplaintCardProps) {
  const date = formatDay(complaint.createdAt)
  const fromName = complaint.from_user?.display_name || complaint.from_user?.email || complaintsText.unknownUser
  const titleId = `complaint-${complaint._id}`
  const title = complaintsText.complaintLabel(fromName, date)
  // Tabbing across the cards, each answer names the complaint it acts on.
  const answerLabel = (answer: ComplaintAnswer) => complaintsText.actionOn(complaintsText.actions[answer], title)
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      tabIndex={current ? 0 : -1}
      aria-labelledby={titleId}
      aria-describedby={keysHintId}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-keyshortcuts="ArrowDown ArrowUp J K S D A Enter"
      data-complaint-id={complaint._id}
      data-testid="complaint-card"
      onFocus={() => onCurrent(complaint._id)}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h5" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {personLabel(complaint.from_user ?? {})}
            </Text>
          </Stack>
          <div className={classes.reason}>
            <span>{complaintsText.reason}:</span>{' '}
            <StatusBadge tone={complaint.type === 'offensive' ? 'bad' : 'warn'}>{complaintsText.reasons[complaint.type]}</StatusBadge>
          </div>
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
          <RowAction danger onClick={() => onAnswer(complaint, 'approve')} aria-keyshortcuts="A" aria-label={answerLabel('approve')}>
            {complaintsText.actions.approve}
          </RowAction>
          <RowAction onClick={() => onAnswer(complaint, 'decline')} aria-keyshortcuts="D" aria-label={answerLabel('decline')}>
            {complaintsText.actions.decline}
          </RowAction>
          <RowAction onClick={() => onAnswer(complaint, 'seen')} aria-keyshortcuts="S" aria-label={answerLabel('seen')}>
            {complaintsText.actions.seen}
          </RowAction>
        </Group>
      </Stack>
    </Card>
  )
})
