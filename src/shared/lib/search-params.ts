import * as z from 'zod/mini'
import { LIMITS, STATUS_FILTERS, type StatusFilter } from '@/shared/limits'
import { clampPerPage } from './pagination'

/*
 * The URL search params several routes share: the paged lists', the entry lists' and the `?id=`
 * of the routes that open one entry. Each key has a default and falls back to it on a bad value,
 * so a hand-edited URL never breaks a screen.
 */

/**
 * The `?id=` of the single view, edit and photo editing routes (spec section 2). A missing or
 * malformed value is '' and the page shows its error, never a crash.
 */
export const idSearchSchema = z.object({ id: z.catch(z._default(z.string(), ''), '') })

/**
 * The URL search params every paged list shares (spec section 9: page sizes 100/250/500, default
 * 100, any other size clamped 1 to 500 on search; filters all/active/banned). Each key has a default and falls back to it on a bad value, so
 * a hand-edited URL never breaks the screen, and links may leave every key out.
 */
export const listSearchSchema = z.object({
  q: z.catch(z._default(z.string(), ''), ''),
  page: z.catch(z._default(z.coerce.number<number>().check(z.int(), z.gte(1)), 1), 1),
  per_page: z.catch(
    z._default(z.pipe(z.coerce.number<number>(), z.transform(clampPerPage)), LIMITS.pageSizeDefault),
    LIMITS.pageSizeDefault,
  ),
  status: z.catch(z._default(z.enum(STATUS_FILTERS), 'all'), 'all'),
})
export type ListSearch = z.output<typeof listSearchSchema>

/** A URL boolean (`true`, `"true"`), false for anything else. */
export const searchFlagSchema = z.catch(
  z._default(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((value) => value === 'true'),
      ),
    ]),
    false,
  ),
  false,
)

/** The URL state of an entry list (organizations, events): the shared list keys plus the deep-search checkbox. */
export const entryListSearchSchema = z.extend(listSearchSchema, {
  deep_search: searchFlagSchema,
})
export type EntryListSearch = z.output<typeof entryListSearchSchema>

/** An entry list's URL state with every key at its default (the defaults stay out of the URL). */
export const entryListSearchDefaults = entryListSearchSchema.parse({})

/** A list call's query: the URL state, or any page size the API takes (1..500) — the command palette asks for a few. */
export type ListQuery = ListSearch
export type EntryListQuery = EntryListSearch

/** The `is_active` query value of a status filter. */
export function isActiveParam(status: StatusFilter): 'all' | 'true' | 'false' {
  if (status === 'active') return 'true'
  if (status === 'banned') return 'false'
  return 'all'
}
