import { queryOptions } from '@tanstack/react-query'

/**
 * The events query keys. Events are not scoped by the system country (spec section 7 sends no
 * country), so no country in the keys. The list leaf lives with the list screen.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  totalsKey: () => [...eventQueries.all(), 'totals'] as const,
  details: () => [...eventQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.details(), id] as const,
      // The full Event schema loads with the first detail, not with the list.
      queryFn: async ({ signal }) => (await import('./api')).fetchEvent(id, signal),
    }),
}
