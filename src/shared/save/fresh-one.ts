import { ApiError } from '@/shared/api/client'

/**
 * One record of a list read afresh for a merged save, where the server has no
 * single-record read; gone (hidden or deleted elsewhere), it fails with the server's own words for it.
 */
export function freshOne<T extends { _id: string }>(records: readonly T[], id: string, goneMessage: string): T {
  const found = records.find((record) => record._id === id)
  if (!found) throw new ApiError('http', goneMessage, { status: 404, serverMessage: goneMessage })
  return found
}
