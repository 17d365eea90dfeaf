import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useLayoutEffect, useRef } from 'react'
import { prefetch } from '@/shared/api/query-cache'

type ListOptions<S, T, K extends QueryKey> = (search: S) => FetchQueryOptions<T, Error, T, K>

/**
 * The loader of a paged list route. Entering waits for the first page; later changes (search,
 * page…) keep the previous page on screen while the next loads, and a superseded request is
 * cancelled by its query. A failure is shown by the page's QueryState with a retry, not as a route error.
 */
export function listLoader<S, T, K extends QueryKey>(list: ListOptions<S, T, K>) {
  return async ({ context, deps, cause }: { context: { queryClient: QueryClient }; deps: S; cause: 'enter' | 'stay' | 'preload' }) => {
    const load = prefetch(context.queryClient, list(deps))
    if (cause === 'enter') await load
  }
}

/**
 * Changes a list's URL state (a new history entry, so that Back restores the previous one). The
 * request starts at once, before the router's work on the navigation; the loader's
 * prefetch then joins it.
 */
export function useListSearchChange<S, T, K extends QueryKey>(
  search: S,
  parse: (input: S) => S,
  list: ListOptions<S, T, K>,
  navigate: (patch: Partial<S>) => void,
) {
  const queryClient = useQueryClient()
  // The search the screen shows, read when a change is made: the handler stays one function, so that the
  // memoised filters and pages of the list do not render again with each search.
  const shown = useRef(search)
  useLayoutEffect(() => {
    shown.current = search
  }, [search])
  return useCallback(
    (patch: Partial<S>) => {
      void queryClient.prefetchQuery(list(parse({ ...shown.current, ...patch })))
      navigate(patch)
    },
    [list, navigate, parse, queryClient],
  )
}
