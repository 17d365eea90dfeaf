import { ru } from '@/shared/i18n/ru'
import { ApiError } from './client'

/** A record's id as the server gives it: 24 hexadecimal digits (spec section 9, the owner id). */
const RECORD_ID = /^[0-9a-f]{24}$/i

/**
 * An id checked before it goes into a request's path: `../`, `%2F` or `?` in an id (from the server,
 * or from an address bar) would otherwise reach another endpoint. A malformed id fails the call as a
 * load failure does (the common error text), and nothing is sent.
 */
export function pathId(id: string): string {
  if (!RECORD_ID.test(id)) throw new ApiError('unknown', ru.common.error)
  return id
}
