import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchInLists, removeFromLists } from '@/shared/cache/query-cache'
import { deleteUser, setUserActive } from './api'
import { userQueries } from './queries'
import type { User } from './schemas'

/** After a ban or unban: the user is replaced by `_id` in every cached users list. */
export function applyUserUpdate(queryClient: QueryClient, user: User) {
  patchInLists<User>(queryClient, userQueries.lists(), 'users', user._id, user)
}

/** After a full delete: the user leaves every cached users list (and its total). */
export function applyUserDelete(queryClient: QueryClient, userId: string) {
  removeFromLists(queryClient, userQueries.lists(), 'users', userId)
}

/** Ban (isActive false) or unban, then the cached lists patched: the call behind the row's confirmation and the bulk action. */
export async function setUserActiveInLists(queryClient: QueryClient, input: { userId: string; isActive: boolean }) {
  const user = await setUserActive(input)
  applyUserUpdate(queryClient, user)
  return user
}

/** Full delete, then the user out of the cached lists: the call behind the row's confirmation and the bulk action. */
export async function deleteUserFromLists(queryClient: QueryClient, userId: string) {
  await deleteUser(userId)
  applyUserDelete(queryClient, userId)
}

export function useSetUserActive() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (input: { userId: string; isActive: boolean }) => setUserActiveInLists(queryClient, input) })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (userId: string) => deleteUserFromLists(queryClient, userId) })
}
