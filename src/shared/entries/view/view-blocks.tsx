import '@mantine/core/styles/Card.css'
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Contacts, EntryOwner } from '@/shared/api/common-schemas'
import { entryFormText, entryViewText } from '@/shared/i18n/ru'
import { formatDay } from '@/shared/lib/format-date'
import { CONTACT_CHANNELS } from '@/shared/limits'
import { ActionLink } from '@/shared/ui/actions'

const t = entryViewText

/** A titled block of a read-only view. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

/**
 * A label and its value; an empty value shows the placeholder. A `oneLine` value (a link, a phone)
 * that does not fit is cut with an ellipsis and keeps its full text in `title`.
 */
export function Field({ label, value, oneLine = false }: { label: string; value: ReactNode; oneLine?: boolean }) {
  const empty = value === '' || value === null || value === undefined
  return (
    // A grid cell may be narrower than its one-line value: the value is cut, not the grid widened.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {empty ? (
        <Text c="dimmed" fs="italic">
          {t.emptyValue}
        </Text>
      ) : typeof value === 'string' ? (
        oneLine ? (
          <Text truncate="end" title={value}>
            {value}
          </Text>
        ) : (
          <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
        )
      ) : (
        value
      )}
    </div>
  )
}

/** The owner block: registration date, owner id, owner e-mail (spec section 2). */
export function OwnerBlock({ user }: { user: EntryOwner }) {
  return (
    <Block title={t.owner}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t.registeredAt} value={formatDay(user.createdAt)} />
        <Field label={t.ownerId} value={user._id} />
        <Field
          label={t.ownerEmail}
          value={
            user.email ? (
              // One line: a long e-mail ends in an ellipsis, whole in its title, never broken inside.
              <Text truncate="end" title={user.email}>
                {user.email}
              </Text>
            ) : (
              ''
            )
          }
        />
      </SimpleGrid>
    </Block>
  )
}

/** The seven contact channels, each empty one with the placeholder. */
export function ContactsBlock({ contacts }: { contacts: Contacts }) {
  return (
    <Block title={t.contacts}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {CONTACT_CHANNELS.map((channel) => (
          <Field key={channel} label={entryFormText.contacts[channel]} value={contacts[channel]} oneLine />
        ))}
      </SimpleGrid>
    </Block>
  )
}

/** The entry's id and creation date (titled by the id's label), and what a feature adds beside them. */
export function EntryIdBlock({
  idLabel,
  entry,
  children,
}: {
  idLabel: string
  entry: { _id: string; createdAt: string }
  children?: ReactNode
}) {
  return (
    <Block title={idLabel}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={idLabel} value={entry._id} />
        <Field label={t.createdAt} value={formatDay(entry.createdAt)} />
        {children}
      </SimpleGrid>
    </Block>
  )
}

type EntryKind = 'organizations' | 'events'

/** The view's buttons (spec section 2): cancel back to the list; edit photos and edit when the admin may. */
export function EntryViewActions({ kind, id, mayEdit }: { kind: EntryKind; id: string | undefined; mayEdit: boolean }) {
  return (
    <Group gap="xs">
      <ActionLink to={`/${kind}/view`}>{t.cancel}</ActionLink>
      {mayEdit && id !== undefined && (
        <>
          <ActionLink to={`/${kind}/edit-photos`} search={{ id }}>
            {t.editPhotos}
          </ActionLink>
          <ActionLink to={`/${kind}/edit`} search={{ id }} look="main">
            {t.edit}
          </ActionLink>
        </>
      )}
    </Group>
  )
}
