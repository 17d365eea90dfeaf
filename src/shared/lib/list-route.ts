import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { prefetch } from '@/shared/cache/query-cache'

type ListOptions<S, T, K extends QueryKey> = (search: S) => FetchQueryOptions<T, Error, T, K>

/**
 * The loader of a paged list route. Entering waits for the first page; later changes (search,
 * page…) keep the previous page on screen while the next loads, and a superseded request is
 * cancelled by its query. A failure is shown by the page's QueryState with a retry, not as a route error.
 */
export function listLoader<S, T, K extends QueryKey>(list: ListOptions<S, T, K>) {
  return async ({ context, deps, cause }: { context: { queryClient: QueryClient }; deps: S; cause: 'enter' | 'stay' | 'preload' }) => {
    const load = startListLoad(context.queryClient, list, deps)
    if (cause === 'enter') await load
  }
}

/**
 * The loader's load of a paged list for `search`, started as the search changes, before the router's own work on the
 * navigation: the loader then joins it (fresh data is not asked again).
 */
export function startListLoad<S, T, K extends QueryKey>(queryClient: QueryClient, list: ListOptions<S, T, K>, search: S): Promise<void> {
  return prefetch(queryClient, list(search))
}
