import { queryOptions } from '@tanstack/react-query'
import { fetchGallery, fetchInfoTable } from './api'

/**
 * The information table and the gallery, keyed by the system country: switching it loads the new
 * country's table and photos (spec section 4), and no answer is kept as fresh, so coming back
 * to a country reloads it as well.
 */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  byCountry: (countryId: string) => [...galleryQueries.all(), countryId] as const,
  infoTable: (countryId: string) =>
    queryOptions({
      queryKey: [...galleryQueries.byCountry(countryId), 'info-table'] as const,
      queryFn: ({ signal }) => fetchInfoTable(countryId, signal),
    }),
  photos: (countryId: string, itemId: string) =>
    queryOptions({
      queryKey: [...galleryQueries.byCountry(countryId), 'photos', itemId] as const,
      queryFn: ({ signal }) => fetchGallery(countryId, itemId, signal),
    }),
}
