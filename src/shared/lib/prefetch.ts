import type { QueryClient, QueryKey } from '@tanstack/react-query'

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0]
/** Any feature's query options: their data and key types differ, prefetchQuery reads them alike. */
type FeatureQueryOptions = { queryKey: QueryKey; queryFn?: unknown }

/**
 * A route loader's warming of the queries its page reads, the one way every loader does it: each
 * is fetched unless its cached data is still fresh. Nothing is thrown: a failure stays in the
 * query's state, where the page's QueryState shows its text with a retry button (the route itself
 * never fails for it). `false` or `undefined` stand for a query the route does not need this time.
 */
export function prefetch(queryClient: QueryClient, ...queries: (FeatureQueryOptions | false | undefined)[]): Promise<void> {
  return Promise.all(queries.flatMap((options) => (options ? [queryClient.prefetchQuery(options as PrefetchOptions)] : []))).then(
    () => undefined,
  )
}
