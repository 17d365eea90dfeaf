import type { QueryClient, QueryKey } from '@tanstack/react-query'

/*
 * The cached list answers of any feature, changed by `_id` in this tab's cache only: what
 * query-cache.ts does for a write of this tab and cache-effects.ts for a write of another tab.
 */

type Listed = { _id: string }
export type ListAnswer = Record<string, unknown> & { total?: number }

/** A cached answer that holds a list of records in `listField`. */
export function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/** Merges `patch` into the item with `_id === id` in every cached list answer under `prefix`; the other answers keep their identity. */
export function patchListAnswers(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string, patch: object) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const copy = items.slice()
    copy[index] = { ...items[index]!, ...patch }
    return { ...data, [listField]: copy }
  })
}

/** Takes the item with `_id === id` out of every cached list answer under `prefix`, and counts it out of `total`. */
export function removeFromListAnswers(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    if (!items.some((item) => item._id === id)) return data
    const next: ListAnswer = { ...data, [listField]: items.filter((item) => item._id !== id) }
    if (typeof data.total === 'number') next.total = Math.max(0, data.total - 1)
    return next
  })
}
