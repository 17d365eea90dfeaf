import type { $ZodType, output } from 'zod/v4/core'
import { apiRequest } from '@/shared/api/client'
import { pathId } from '@/shared/api/path-id'
import { buildPhotosAddFormData } from '@/shared/photos/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'

/**
 * The carousel photo calls of an entry (organizations, events; spec section 7): both
 * answer the updated entry, which `entryOf` takes out of the response.
 */
export function entryPhotoCalls<S extends $ZodType, T>(responseSchema: S, basePath: string, entryOf: (answer: output<S>) => T) {
  const photosPath = (id: string) => `${basePath}/${pathId(id)}/photos`
  return {
    /** POST photos/add (multipart): type carousel, the owner's id and the files as repeated `files` parts, with upload progress. */
    add: async (id: string, input: { owner_id: string; files: readonly File[] }, options: UploadCallOptions = {}) =>
      entryOf(await uploadRequest(responseSchema, `${photosPath(id)}/add`, buildPhotosAddFormData(input), uploadOptions(options))),
    /** POST photos/remove: the carousel photo ids to delete. */
    remove: async (id: string, photoIds: readonly string[]) =>
      entryOf(
        await apiRequest(responseSchema, `${photosPath(id)}/remove`, {
          method: 'post',
          json: { photos_to_delete: photoIds, type: 'carousel' },
        }),
      ),
  }
}
