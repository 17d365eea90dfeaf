import type { $ZodType, output } from 'zod/v4/core'
import { withSessionHandling } from '@/shared/api/client'
import type { PhotoKind } from './photo-files'

export type UploadProgress = { loaded: number; total: number; percent: number }

export type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH'
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** How the files of the body are prepared before they go: photos by default; icons and flags keep their size. */
  photoKind?: PhotoKind
}

/**
 * A multipart call with upload progress. ky reports upload progress through a streamed request
 * body, which Chromium only sends over HTTP/2; XMLHttpRequest reports it everywhere. Same contract
 * as apiRequest: bearer token, 60 s timeout (here: 60 s without progress), `status: 'ok'` envelope, zod-parsed answer, ApiError
 * with the spec's message on any failure, and a 401 handled as apiRequest's (withSessionHandling).
 */
export function uploadRequest<S extends $ZodType>(
  schema: S,
  path: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<output<S>> {
  // An upload is a save: after a 401 and a sign-in as the same admin it is sent again with a new request. Its sending
  // code (with the photo preparation it waits for) loads with the first upload, not with a screen.
  return withSessionHandling(true, async () => (await import('./upload-send')).sendUpload(schema, path, formData, options))
}

/** What a feature's upload call takes: progress and cancel. */
export type UploadCallOptions = { onUploadProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }

/** UploadCallOptions as uploadRequest's options. */
export function uploadOptions(options: UploadCallOptions): UploadOptions {
  return {
    ...(options.onUploadProgress ? { onProgress: options.onUploadProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }
}
