import { queryOptions } from '@tanstack/react-query'
import { entryListQueries } from '../../shared/api/entry-list'
import { fetchOrganizations } from './list-api'
import type { OrganizationListItem } from './list-schemas'

/** The list half: pages of GET /organizations with the totals of the first load, and the cache wrappers. */
const list = entryListQueries<OrganizationListItem, 'organizations'>('organizations', async (search, countAllTotals, signal) => {
  const answer = await fetchOrganizations(search, countAllTotals, signal)
  const { total_active: active, total_blocked: banned } = answer
  return {
    items: answer.organizations,
    total: answer.total,
    totals: active === undefined || banned === undefined ? null : { all: active + banned, active, banned },
  }
})

/**
 * Organizations are not scoped by the system country (spec section 7 sends no country), so no
 * country in the keys.
 */
export const organizationQueries = {
  all: () => ['organizations'] as const,
  lists: list.lists,
  totalsKey: list.totalsKey,
  list: list.list,
  details: () => [...organizationQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...organizationQueries.details(), id] as const,
      // The full Organization schema loads with the first detail, not with the list.
      queryFn: async ({ signal }) => (await import('./api')).fetchOrganization(id, signal),
    }),
}

/** One organization changed: patched by _id in every cached list, which are marked stale. */
export const patchOrganizationInLists = list.patch

/** One organization deleted: out of every cached list, which are marked stale. */
export const removeOrganizationFromLists = list.remove
