import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { refreshStaticData, setCachedData } from '@/shared/cache/query-cache'
import { appendItem, removeItem, replaceItem } from '@/shared/lib/catalogue-list'
import { applySortChanges, type SortChange } from '@/shared/lib/sort-diff'
import { useCreateOnce } from '@/shared/save/create-once'
import { freshOne } from '@/shared/save/fresh-one'
import { useMergedRename } from '@/shared/save/use-merged-save'
import {
  createCategory,
  createSubCategory,
  deleteCategory,
  deleteSubCategory,
  fetchCategories,
  fetchSubCategories,
  renameCategory,
  renameSubCategory,
  saveCategorySort,
  saveSubCategorySort,
  uploadCategoryIcon,
} from './api'
import { categoryQueries } from './queries'
import type { Category, SubCategory } from './schemas'

/** After any catalogue change: the static data that pickers and the organization form read follows. */
function refreshCatalogue(queryClient: QueryClient) {
  void refreshStaticData(queryClient, categoryQueries.catalogue().queryKey)
}

function updateCategories(queryClient: QueryClient, update: (list: Category[] | undefined) => Category[] | undefined) {
  setCachedData<Category[]>(queryClient, categoryQueries.list().queryKey, update)
  refreshCatalogue(queryClient)
}

function updateSubCategories(
  queryClient: QueryClient,
  categoryId: string,
  update: (list: SubCategory[] | undefined) => SubCategory[] | undefined,
) {
  setCachedData<SubCategory[]>(queryClient, categoryQueries.subCategories(categoryId).queryKey, update)
  refreshCatalogue(queryClient)
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among the categories before the retry. */
export function useCreateCategory() {
  const queryClient = useQueryClient()
  const createOnce = useCreateOnce({
    create: createCategory,
    list: () => fetchCategories(),
    shown: () => queryClient.getQueryData<Category[]>(categoryQueries.list().queryKey),
    sent: (name: string) => ({ name }),
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (category) => updateCategories(queryClient, (list) => appendItem(list, category)),
  })
}

/** A category's rename on the one save path: merged onto its name as the server holds it now (`mutateAsync({ item, name })`). */
export function useRenameCategory() {
  const queryClient = useQueryClient()
  return useMergedRename({
    read: async (category: Category) => freshOne(await fetchCategories(), category._id, 'There is no such category'),
    write: (category, name) => renameCategory({ categoryId: category._id, name }),
    store: (category) => updateCategories(queryClient, (list) => replaceItem(list, category)),
  })
}

export function useUploadCategoryIcon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCategoryIcon,
    onSuccess: (category) => updateCategories(queryClient, (list) => replaceItem(list, category)),
  })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_data, categoryId) => updateCategories(queryClient, (list) => removeItem(list, categoryId)),
  })
}

export function useSaveCategorySort() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: SortChange[]) => saveCategorySort(changes),
    onSuccess: (_data, changes) => updateCategories(queryClient, (list) => list && applySortChanges(list, changes)),
  })
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among the category's sub-categories. */
export function useCreateSubCategory() {
  const queryClient = useQueryClient()
  const createOnce = useCreateOnce({
    create: createSubCategory,
    list: (input: { categoryId: string; name: string }) => fetchSubCategories(input.categoryId),
    shown: (input) => queryClient.getQueryData<SubCategory[]>(categoryQueries.subCategories(input.categoryId).queryKey),
    sent: (input) => ({ name: input.name, category_id: input.categoryId }),
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (sub) => updateSubCategories(queryClient, sub.category_id, (list) => appendItem(list, sub)),
  })
}

/** A sub-category's rename on the one save path: merged onto its name as the server holds it now (`mutateAsync({ item, name })`). */
export function useRenameSubCategory(categoryId: string) {
  const queryClient = useQueryClient()
  return useMergedRename({
    read: async (sub: SubCategory) => freshOne(await fetchSubCategories(categoryId), sub._id, 'There is no such sub-category'),
    write: (sub, name) => renameSubCategory({ subCategoryId: sub._id, name }),
    store: (sub) => updateSubCategories(queryClient, sub.category_id, (list) => replaceItem(list, sub)),
  })
}

export function useDeleteSubCategory(categoryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSubCategory,
    onSuccess: (_data, subCategoryId) => updateSubCategories(queryClient, categoryId, (list) => removeItem(list, subCategoryId)),
  })
}

export function useSaveSubCategorySort(categoryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: SortChange[]) => saveSubCategorySort(changes),
    onSuccess: (_data, changes) => updateSubCategories(queryClient, categoryId, (list) => list && applySortChanges(list, changes)),
  })
}
