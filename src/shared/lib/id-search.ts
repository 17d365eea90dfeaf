import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { prefetch } from './prefetch'

/**
 * The `?id=` of the single view, edit and photo editing routes (spec section 2). A missing or
 * malformed value is '' and the page shows its error, never a crash.
 */
export const idSearchSchema = z.object({ id: z.catch(z._default(z.string(), ''), '') })
export type IdSearch = z.output<typeof idSearchSchema>

/** The route's loader depends on the id only. */
export const idLoaderDeps = ({ search }: { search: IdSearch }) => ({ id: search.id })

/**
 * A loader that warms the entry's detail query for the page (which reads the same query). A
 * failure is shown by the page's QueryState with a retry, not as a route error.
 */
export function prefetchDetail<T, K extends QueryKey>(detail: (id: string) => FetchQueryOptions<T, Error, T, K>) {
  return ({ context, deps }: { context: { queryClient: QueryClient }; deps: { id: string } }) =>
    prefetch(context.queryClient, deps.id !== '' && detail(deps.id))
}
