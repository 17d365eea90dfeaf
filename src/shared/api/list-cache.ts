import type { QueryClient, QueryKey } from '@tanstack/react-query'

type Listed = { _id: string }
type ListAnswer = Record<string, unknown> & { total?: number }

function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/**
 * Updates the item with `_id === id` in place in every cached list answer under `keyPrefix`
 * (spec section 4: "Items update in place by _id"). `patch` is merged, or maps the item.
 */
export function patchInLists<T extends Listed>(
  queryClient: QueryClient,
  keyPrefix: QueryKey,
  listField: string,
  id: string,
  patch: Partial<T> | ((item: T) => T),
) {
  queryClient.setQueriesData<unknown>({ queryKey: keyPrefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as T[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const current = items[index]!
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch }
    const copy = items.slice()
    copy[index] = next
    return { ...data, [listField]: copy }
  })
}

/** Removes the item with `_id === id` from every cached list answer under `keyPrefix`, and counts it out of `total`. */
export function removeFromLists(queryClient: QueryClient, keyPrefix: QueryKey, listField: string, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: keyPrefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    if (!items.some((item) => item._id === id)) return data
    const next: ListAnswer = { ...data, [listField]: items.filter((item) => item._id !== id) }
    if (typeof data.total === 'number') next.total = Math.max(0, data.total - 1)
    return next
  })
}

/**
 * Puts a new `item` at the front of the cached list answers under `keyPrefix` that `showsNew(queryKey)`
 * says begin the list (spec section 4: admins and countries are added at the front), keeping at
 * most `limit` items (the page size) and counting it into `total`. Every other list under the
 * prefix is marked stale: its page boundaries moved, so it is fetched again when next shown.
 */
export function prependToLists<T extends Listed>(
  queryClient: QueryClient,
  keyPrefix: QueryKey,
  listField: string,
  item: T,
  showsNew: (queryKey: QueryKey) => { limit: number } | null,
) {
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({ queryKey: keyPrefix })) {
    const shown = isListAnswer(data, listField) ? showsNew(queryKey) : null
    if (!shown || !isListAnswer(data, listField)) {
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
      continue
    }
    const items = (data[listField] as T[]).filter((existing) => existing._id !== item._id)
    const next: ListAnswer = { ...data, [listField]: [item, ...items].slice(0, Math.max(1, shown.limit)) }
    if (typeof data.total === 'number') next.total = data.total + 1
    queryClient.setQueryData(queryKey, next)
  }
}
