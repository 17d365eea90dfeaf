import { z } from 'zod'
import { LIMITS, STATUS_FILTERS, type StatusFilter } from '../limits'

/**
 * The URL search params every paged list shares (spec section 9: page sizes 100/250/500, default
 * 100; filters all/active/banned). Each key has a default and falls back to it on a bad value, so
 * a hand-edited URL never breaks the screen, and links may leave every key out.
 */
export const listSearchSchema = z.object({
  q: z.string().default('').catch(''),
  page: z.coerce.number<number>().int().min(1).default(1).catch(1),
  per_page: z.coerce.number<number>().pipe(z.literal(LIMITS.pageSizes)).default(LIMITS.pageSizeDefault).catch(LIMITS.pageSizeDefault),
  status: z.enum(STATUS_FILTERS).default('all').catch('all'),
})
export type ListSearch = z.output<typeof listSearchSchema>

/** A URL boolean (`true`, `"true"`), false for anything else. */
export const searchFlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .default(false)
  .catch(false)

/** The `is_active` query value of a status filter. */
export function isActiveParam(status: StatusFilter): 'all' | 'true' | 'false' {
  if (status === 'active') return 'true'
  if (status === 'banned') return 'false'
  return 'all'
}
