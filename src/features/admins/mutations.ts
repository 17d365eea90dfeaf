import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cityQueries } from '@/features/cities/queries'
import type { Country } from '@/shared/api/common-schemas'
import { patchInLists, prependToLists, removeFromLists } from '@/shared/cache/query-cache'
import { namesOf } from '@/shared/save/merge-value-text'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { env } from '@/shared/startup/env'
import { ADMIN_MERGE_LABELS, adminFormValuesOf, adminMergeValues, mergedPassword } from './admin-merge'
import { createAdmin, deleteAdmin, fetchAdminFresh, updateAdmin } from './api'
import { adminQueries } from './queries'
import type { Admin, AdminFormValues, AdminsSearch } from './schemas'
import { adminFormDefaults, buildAdminPayload } from './wizard'

const searchOf = (queryKey: readonly unknown[]) => queryKey[queryKey.length - 1] as AdminsSearch | undefined

/**
 * After a create (spec section 4: admins are added at the front): the new admin heads every cached
 * first page without a search, which keeps its page size; the other pages are marked stale.
 */
export function applyAdminCreate(queryClient: QueryClient, admin: Admin) {
  prependToLists<Admin>(queryClient, adminQueries.lists(), 'admins', admin, (queryKey) => {
    const search = searchOf(queryKey)
    return search && search.page === 1 && search.q.trim() === '' ? { limit: search.per_page } : null
  })
}

/** After an edit: the admin is replaced in place by `_id` in every cached list. */
export function applyAdminUpdate(queryClient: QueryClient, admin: Admin) {
  patchInLists<Admin>(queryClient, adminQueries.lists(), 'admins', admin._id, admin)
}

/** After a delete: the admin leaves every cached list (and its total). */
export function applyAdminDelete(queryClient: QueryClient, adminId: string) {
  removeFromLists(queryClient, adminQueries.lists(), 'admins', adminId)
}

export function useCreateAdmin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createAdmin, onSuccess: (admin) => applyAdminCreate(queryClient, admin) })
}

/**
 * An administrator's edit on the one save path (shared/save/use-merged-save.tsx): `base` is the wizard's values as it
 * opened the admin, `mine` what is typed; sent as the whole payload built from the merged values, the password this
 * admin's new one or else the one the server holds now. The answer replaces the admin in every cached list.
 */
export function useEditAdmin() {
  const queryClient = useQueryClient()
  // The countries a right names in the conflict dialog: the admin's own and every country the console has loaded.
  const countries = (admin: Admin) => [
    ...admin.view_complains_countries,
    ...admin.change_info_countries,
    ...(queryClient.getQueryData<Country[]>(cityQueries.countries().queryKey) ?? []),
  ]
  return useMergedSave({
    sides: ({ base, mine }: { admin: Admin; base: AdminFormValues; mine: AdminFormValues }) => ({
      base: adminMergeValues(base),
      mine: adminMergeValues(mine),
    }),
    labels: ADMIN_MERGE_LABELS,
    read: ({ admin }) => fetchAdminFresh(admin._id),
    toValues: (fresh) => adminMergeValues(adminFormDefaults(fresh, env.passwordSalt)),
    write: (merged, fresh, { admin, base, mine }) => {
      const password = mergedPassword({
        base: base.password,
        mine: mine.password,
        fresh: adminFormDefaults(fresh, env.passwordSalt).password,
      })
      return updateAdmin({ id: admin._id, payload: buildAdminPayload(adminFormValuesOf(merged, password), env.passwordSalt) })
    },
    describe: (field, value, { admin }) => (field.endsWith('_country_ids') ? namesOf(value, countries(admin)) : undefined),
    store: (admin) => applyAdminUpdate(queryClient, admin),
  })
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteAdmin, onSuccess: (_data, adminId) => applyAdminDelete(queryClient, adminId) })
}
