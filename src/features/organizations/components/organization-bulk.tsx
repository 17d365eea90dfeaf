import { organizationRowCalls } from '@/features/organizations/mutations'
import type { OrganizationListItem } from '@/features/organizations/schemas'
import { can } from '@/shared/auth/permissions'
import { BulkLayer, type BulkLayerProps } from '@/shared/bulk/bulk-layer'
import type { BulkSpec } from '@/shared/bulk/bulk-spec'

/** Ban, unban and full delete of many organizations: by can() per organization, through the row menu's own calls. */
const organizationBulkSpec: BulkSpec<OrganizationListItem> = {
  kind: 'organizations',
  name: (organization) => organization.name,
  allowed: (action, organization, profile) =>
    can(profile, action === 'delete' ? 'organizations:delete' : 'organizations:ban', organization),
  run: (client, action, organization) =>
    action === 'delete'
      ? organizationRowCalls.remove(client, organization._id)
      : organizationRowCalls.setActive(client, organization._id, action === 'unban'),
}

/** The organizations list's bulk layer: the bar and dialogs of ban, unban and delete of the selected organizations. */
export function OrganizationBulk(props: BulkLayerProps<OrganizationListItem>) {
  return <BulkLayer spec={organizationBulkSpec} {...props} />
}
