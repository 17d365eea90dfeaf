import { ApiError } from '@/shared/api/client'
import type { Complaint, ComplaintKind, OwnedSubject, PhotoSubject, ReviewSubject } from './schemas'

/*
 * The complaints queue as pure functions: which complaints it shows, where the focus
 * goes, what Enter opens and which refusal means "a colleague was first".
 */

export function organizationHref(id: string) {
  return `/organizations/single-view?id=${encodeURIComponent(id)}`
}

export function eventHref(id: string) {
  return `/events/single-view?id=${encodeURIComponent(id)}`
}

/** The articles screen: a complaint's article names no block, so Enter opens the screen its blocks are chosen on. */
const ARTICLES_HREF = '/articles'

/** What Enter opens in a new tab for a complaint: its organization, event or article (a review's or a photo's organization); null when gone. */
export function subjectHref(kind: ComplaintKind, complaint: Complaint): string | null {
  const subject = complaint.subject
  if (!subject) return null
  switch (kind) {
    case 'review':
    case 'photo': {
      const organization = (subject as ReviewSubject | PhotoSubject).organization
      return organization ? organizationHref(organization._id) : null
    }
    case 'article':
      return ARTICLES_HREF
    case 'organization':
    case 'itIsMyOrganization':
      return organizationHref((subject as OwnedSubject)._id)
    case 'event':
      return eventHref((subject as OwnedSubject)._id)
  }
}

export type QueueView<C extends { _id: string }> = {
  /** In the server's order: the complaints the moderator has been shown, without those answered here. */
  shown: C[]
  /** Complaints that came in since (a refetch): announced in a line, not pushed into the list under the moderator. */
  fresh: number
}

/**
 * The queue as it shows: `accepted` are the ids the moderator has been shown (null: all of the list, before the
 * first look), `answered` those answered in this tab (gone at once, back if the server refuses).
 */
export function queueView<C extends { _id: string }>(
  complaints: readonly C[],
  accepted: ReadonlySet<string> | null,
  answered: ReadonlySet<string>,
): QueueView<C> {
  const shown: C[] = []
  let fresh = 0
  for (const complaint of complaints) {
    if (answered.has(complaint._id)) continue
    if (accepted === null || accepted.has(complaint._id)) shown.push(complaint)
    else fresh += 1
  }
  return { shown, fresh }
}

/** The complaint `step` away from `current` (the first when none is current); it stays at either end. */
export function stepFrom(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null
  const index = current === null ? -1 : ids.indexOf(current)
  if (index === -1) return ids[0]!
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))]!
}

/** The complaint that takes the focus when `leaving` leaves the queue: the next one, else the one before; null when none is left. */
export function nextAfter(ids: readonly string[], leaving: string): string | null {
  const index = ids.indexOf(leaving)
  const rest = ids.filter((id) => id !== leaving)
  if (rest.length === 0) return null
  if (index === -1) return rest[0]!
  return rest[Math.min(index, rest.length - 1)]!
}

/**
 * The current complaint of the queue: `wanted` while it is shown, else the one now at the place it had
 * (`index`: the list closed up under it, a colleague answered it), else the last; null for an empty queue.
 */
export function currentOf(ids: readonly string[], wanted: string | null, index: number): string | null {
  if (wanted !== null && ids.includes(wanted)) return wanted
  if (ids.length === 0) return null
  return ids[Math.min(Math.max(0, index), ids.length - 1)]!
}

/** The server's word on what a colleague already answered (docs/api.md, 'Complaints'). */
const ALREADY_ANSWERED = 'The complaint is already answered'

/** An answer refused because the complaint is gone: answered by someone else first (409), or no longer there (404). */
export function isAlreadyHandled(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409 || error.serverMessage === ALREADY_ANSWERED)
}
