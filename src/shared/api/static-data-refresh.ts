import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * After a catalogue change (categories, countries, cities…): the static-data answers that pickers,
 * the country switcher and the organization form read are fetched again at once, shown or not,
 * so no screen opened afterwards starts from the stale list.
 */
export function refreshStaticData(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))).then(() => undefined)
}
