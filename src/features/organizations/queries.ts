import { queryOptions } from '@tanstack/react-query'
import { entryQueries } from '@/shared/api/entry-list'
import { fetchOrganizations } from './list-api'
import type { OrganizationListItem } from './list-schemas'
import type { Organization } from './schemas'
import { LIMITS } from '@/shared/limits'

/**
 * The organizations query keys: pages of GET /organizations with the totals of the first load, and
 * the detail. Organizations are not scoped by the system country (spec section 7 sends no
 * country), so no country in the keys.
 */
const entry = entryQueries<OrganizationListItem, Organization, 'organizations'>(
  'organizations',
  async (search, countAllTotals, signal) => {
    const answer = await fetchOrganizations(search, countAllTotals, signal)
    const { total_active: active, total_blocked: banned } = answer
    return {
      items: answer.organizations,
      total: answer.total,
      totals: active === undefined || banned === undefined ? null : { all: active + banned, active, banned },
    }
  },
  // The full Organization schema loads with the first detail, not with the list.
  async (id, signal) => (await import('./api')).fetchOrganization(id, signal),
)

export const organizationQueries = entry.queries

/** One organization changed: patched by _id in every cached list, which are marked stale. */
export const patchOrganizationInLists = entry.patch

/** One organization deleted: out of every cached list, which are marked stale. */
export const removeOrganizationFromLists = entry.remove

/**
 * The command palette's name search: the first matches of GET /organizations for `q` (the list
 * call and its schema, a few per page), under the organizations key so that every invalidation of
 * organizations covers it.
 */
export const organizationSearch = (q: string) =>
  queryOptions({
    queryKey: [...organizationQueries.all(), 'search', q] as const,
    queryFn: async ({ signal }) =>
      (await fetchOrganizations({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all', deep_search: false }, false, signal))
        .organizations,
  })
