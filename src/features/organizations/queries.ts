import { entryQueries } from '../../shared/api/entry-list'
import { fetchOrganizations } from './list-api'
import type { OrganizationListItem } from './list-schemas'
import type { Organization } from './schemas'

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
