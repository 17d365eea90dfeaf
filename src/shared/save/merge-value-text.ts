import { entryFormText, ru } from '@/shared/i18n/ru'
import { formatCalendarDay } from '@/shared/lib/format-date'

/*
 * How a form's value reads in the conflict dialog of a merged save: names rather
 * than ids, labelled contacts, days as the console shows them.
 */

/** Any value: text as it is, yes / no, a list joined by commas, an object as `key: value` lines. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? ru.common.yes : ru.common.no
  if (Array.isArray(value)) return value.map(describeValue).join(', ')
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => [key, describeValue(inner)] as const)
      .filter(([, inner]) => inner !== '')
      .map(([key, inner]) => `${key}: ${inner}`)
      .join('\n')
  }
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** An id or a list of ids as the names of the records they point at (an unknown id stays as it is). */
export function namesOf(value: unknown, records: readonly { _id: string; name: string }[]): string {
  const ids = Array.isArray(value) ? (value as unknown[]) : [value]
  return ids
    .filter((id): id is string => typeof id === 'string' && id !== '')
    .map((id) => records.find((record) => record._id === id)?.name ?? id)
    .join(', ')
}

/** The filled contacts, one `channel: value` line each, the channels named as the form names them. */
export function contactsText(value: unknown): string {
  const labels: Readonly<Record<string, string>> = entryFormText.contacts
  return Object.entries((value ?? {}) as Record<string, unknown>)
    .filter(([, inner]) => typeof inner === 'string' && inner.trim() !== '')
    .map(([channel, inner]) => `${labels[channel] ?? channel}: ${String(inner as string)}`)
    .join('\n')
}

/** A calendar day (`YYYY-MM-DD`) as DD.MM.YYYY. */
export function dayText(value: unknown): string {
  return typeof value === 'string' && value !== '' ? formatCalendarDay(`${value}T00:00:00.000Z`) : ''
}
