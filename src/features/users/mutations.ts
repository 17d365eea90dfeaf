import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchInLists, removeFromLists } from '../../shared/api/list-cache'
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

export function useSetUserActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => applyUserUpdate(queryClient, user),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, userId) => applyUserDelete(queryClient, userId),
  })
}
