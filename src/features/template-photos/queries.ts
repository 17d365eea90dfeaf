import { queryOptions } from '@tanstack/react-query'
import { fetchTemplatePhoto, fetchTemplatePhotos } from './api'

/** Template photos are shared by every country (grouped by organization category). */
export const templatePhotoQueries = {
  all: () => ['template-photos'] as const,
  details: () => [...templatePhotoQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...templatePhotoQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchTemplatePhoto(id, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  lists: () => [...templatePhotoQueries.all(), 'list'] as const,
  /** The photos of one category folder. */
  list: (categoryId: string) =>
    queryOptions({
      queryKey: [...templatePhotoQueries.lists(), categoryId] as const,
      queryFn: ({ signal }) => fetchTemplatePhotos(categoryId, signal),
      staleTime: 30_000,
    }),
}
