import { deleteUserFromLists, setUserActiveInLists } from '@/features/users/mutations'
import type { User } from '@/features/users/schemas'
import { can } from '@/shared/auth/permissions'
import { BulkLayer, type BulkLayerProps } from '@/shared/bulk/bulk-layer'
import type { BulkSpec } from '@/shared/bulk/bulk-spec'
import { usersText } from '@/shared/i18n/users'

/** Ban, unban and full delete of many users by the users rules (spec section 6), through the single calls and their cache updates. */
const userBulkSpec: BulkSpec<User> = {
  kind: 'users',
  name: (user) => [user.display_name || usersText.noName, user.email].join(', '),
  allowed: (action, _user, profile) => can(profile, action === 'delete' ? 'users:delete' : 'users:ban'),
  run: (client, action, user) =>
    action === 'delete'
      ? deleteUserFromLists(client, user._id)
      : setUserActiveInLists(client, { userId: user._id, isActive: action === 'unban' }),
}

/** The users table's bulk layer: the bar and dialogs of ban, unban and delete of the selected users. */
export function UserBulk(props: BulkLayerProps<User>) {
  return <BulkLayer spec={userBulkSpec} {...props} />
}
