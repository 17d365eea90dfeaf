import type { OrganizationListItem } from '@/features/organizations/schemas'
import { can } from '@/shared/auth/permissions'
import type { EntryCardSpec } from '@/shared/entries/list/entry-card'
import { entryMenuItems, type EntryAction } from '@/shared/entries/list/row-menu-items'
import { organizationsText } from '@/shared/i18n/organizations'
import { formatDay } from '@/shared/lib/format-date'

export type OrganizationAction = EntryAction | 'changeOwner'

/**
 * What an organization card shows: category, city, owner e-mail, state and
 * creation date; and its row menu (spec section 6): open, edit and photo editing in a new tab,
 * ban / unban, change owner and full delete, each only where the admin's right applies.
 */
export const organizationCardSpec: EntryCardSpec<OrganizationListItem, OrganizationAction> = {
  // join() makes flat strings (template literals would keep concatenation trees in memory).
  meta: (organization) =>
    [
      organizationsText.category,
      ': ',
      organization.category.name,
      '\n',
      organizationsText.city,
      ': ',
      organization.city?.name ?? organizationsText.noCity,
      '\n',
      organizationsText.owner,
      ': ',
      organization.user.email,
    ].join(''),
  status: (organization) =>
    [
      organization.is_active ? organizationsText.active : organizationsText.banned,
      ' · ',
      organizationsText.createdAt,
      ': ',
      formatDay(organization.createdAt),
    ].join(''),
  noPhoto: organizationsText.noPhoto,
  hasMenu: (organization, profile) => can(profile, 'organizations:menu', organization),
  menu: (organization, profile) =>
    entryMenuItems<OrganizationAction>({
      base: '/organizations',
      entry: organization,
      texts: organizationsText.menu,
      canEdit: can(profile, 'organizations:edit', organization),
      canBan: can(profile, 'organizations:ban', organization),
      canDelete: can(profile, 'organizations:delete', organization),
      extra: can(profile, 'organizations:changeOwner', organization)
        ? [{ action: 'changeOwner', label: organizationsText.menu.changeOwner }]
        : [],
    }),
}
