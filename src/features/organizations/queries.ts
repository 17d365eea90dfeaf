import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { patchInLists, removeFromLists } from '../../shared/api/list-cache'
import { fetchOrganizations } from './list-api'
import type { OrganizationListItem, OrganizationsListResponse, OrganizationsSearch, OrganizationTotals } from './list-schemas'

/**
 * A list answer as cached: the page, the status-filter totals kept from the first load, and which
 * page of which size it is (so that a placeholder still describes itself, not the page to come).
 */
export type OrganizationsListData = OrganizationsListResponse & { totals: OrganizationTotals | null; page: number; per_page: number }

function keptTotals(client: QueryClient): OrganizationTotals | undefined {
  return client.getQueryData<OrganizationTotals>(organizationQueries.totalsKey())
}

/**
 * Spec section 4 "Lists": totals for all, active and blocked are kept from the first load and not
 * overwritten later. The first list request asks for them (count_all_totals); later ones do not.
 */
function keepTotals(client: QueryClient, answer: OrganizationsListResponse): OrganizationTotals | null {
  const known = keptTotals(client)
  if (known) return known
  if (answer.total_active === undefined || answer.total_blocked === undefined) return null
  const totals = { all: answer.total_active + answer.total_blocked, active: answer.total_active, banned: answer.total_blocked }
  client.setQueryDefaults(organizationQueries.totalsKey(), { gcTime: Infinity, staleTime: Infinity })
  client.setQueryData(organizationQueries.totalsKey(), totals)
  return totals
}

/**
 * Organizations are not scoped by the system country (spec section 7 sends no country), so no
 * country in the keys.
 */
export const organizationQueries = {
  all: () => ['organizations'] as const,
  lists: () => [...organizationQueries.all(), 'list'] as const,
  totalsKey: () => [...organizationQueries.all(), 'totals'] as const,
  list: (search: OrganizationsSearch) =>
    queryOptions({
      queryKey: [...organizationQueries.lists(), search] as const,
      queryFn: async ({ signal, client }): Promise<OrganizationsListData> => {
        const answer = await fetchOrganizations({ ...search, count_all_totals: !keptTotals(client) }, signal)
        return { ...answer, totals: keepTotals(client, answer), page: search.page, per_page: search.per_page }
      },
      // The previous page stays on screen while the next one loads: no flash.
      placeholderData: keepPreviousData,
    }),
  details: () => [...organizationQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...organizationQueries.details(), id] as const,
      // The full Organization schema loads with the first detail, not with the list.
      queryFn: async ({ signal }) => (await import('./api')).fetchOrganization(id, signal),
    }),
}

const LIST_FIELD = 'organizations'

/**
 * One organization changed: every cached list shows it in place by _id (spec section 4), and the
 * lists are marked stale, so that a filter it now falls in or out of reloads when it is shown.
 */
export function patchOrganizationInLists(client: QueryClient, id: string, patch: Partial<OrganizationListItem>) {
  patchInLists<OrganizationListItem>(client, organizationQueries.lists(), LIST_FIELD, id, patch)
  void client.invalidateQueries({ queryKey: organizationQueries.lists(), refetchType: 'none' })
}

/** One organization deleted: out of every cached list, which are marked stale as above. */
export function removeOrganizationFromLists(client: QueryClient, id: string) {
  removeFromLists(client, organizationQueries.lists(), LIST_FIELD, id)
  void client.invalidateQueries({ queryKey: organizationQueries.lists(), refetchType: 'none' })
}
