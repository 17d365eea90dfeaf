import { queryOptions } from '@tanstack/react-query'
import { fetchArticleBlocks, fetchArticles } from './api'

/** Everything of the screen depends on the system country: it follows the feature name in every key. */
export const articleQueries = {
  all: () => ['articles'] as const,
  byCountry: (countryId: string) => [...articleQueries.all(), countryId] as const,
  blocks: (countryId: string) =>
    queryOptions({
      queryKey: [...articleQueries.byCountry(countryId), 'blocks'] as const,
      queryFn: ({ signal }) => fetchArticleBlocks(countryId, signal),
    }),
  lists: (countryId: string) => [...articleQueries.byCountry(countryId), 'list'] as const,
  list: (countryId: string, blockId: string) =>
    queryOptions({
      queryKey: [...articleQueries.lists(countryId), blockId] as const,
      queryFn: ({ signal }) => fetchArticles(countryId, blockId, signal),
    }),
}
