import type { $ZodType, output } from 'zod/v4/core'
import { apiAuth, apiBase, parseEnvelope, ApiError, httpFailure, idempotencyHeaders, withSessionHandling } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import type { PhotoKind } from './photo-files'
import { preparedFiles } from './photo-preparation'

export type UploadProgress = { loaded: number; total: number; percent: number }

export type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH'
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** How the files of the body are prepared before they go: photos by default; icons and flags keep their size. */
  photoKind?: PhotoKind
  /** A create's key, the same on its retries (idempotencyHeaders). */
  idempotencyKey?: string
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
  // An upload is a save: after a 401 and a sign-in as the same admin it is sent again with a new request.
  return withSessionHandling(true, () => sendUpload(schema, path, formData, options))
}

/** What a feature's upload call takes: progress, cancel and a create's key. */
export type UploadCallOptions = { onUploadProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; idempotencyKey?: string }

/** UploadCallOptions as uploadRequest's options. */
export function uploadOptions(options: UploadCallOptions): UploadOptions {
  return {
    ...(options.onUploadProgress ? { onProgress: options.onUploadProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  }
}

/**
 * The body as it goes up: every file replaced by its prepared version (upright, at most 2560 px, without
 * metadata; shared/photos/photo-preparation.ts), in the same order, the text parts unchanged.
 */
async function preparedBody(formData: FormData, kind: PhotoKind): Promise<FormData> {
  const entries = [...formData.entries()]
  const files = entries.flatMap(([, value]) => (typeof value === 'string' ? [] : [value]))
  if (files.length === 0) return formData
  const prepared = await preparedFiles(files, kind)
  const body = new FormData()
  let next = 0
  for (const [name, value] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else {
      const file = prepared[next++]!
      body.append(name, file, file.name)
    }
  }
  return body
}

/** Sends a multipart call with its files prepared, reporting the upload's progress. */
async function sendUpload<S extends $ZodType>(schema: S, path: string, formData: FormData, options: UploadOptions): Promise<output<S>> {
  const { method = 'POST', onProgress, signal, photoKind = 'photo', idempotencyKey } = options
  const body = await preparedBody(formData, photoKind)
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    const token = apiAuth.token()
    xhr.open(method, `${apiBase()}${path}`)
    xhr.responseType = 'text'
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    for (const [name, value] of Object.entries(idempotencyHeaders(idempotencyKey))) xhr.setRequestHeader(name, value)

    // The 60 s timeout (spec section 9) counts time without progress: a large upload on a slow line goes on as long as
    // its bytes move; a stall of 60 s — while sending, or waiting for the answer after the last byte — ends it.
    let timedOut = false
    let stall: ReturnType<typeof setTimeout> | undefined
    const moved = () => {
      clearTimeout(stall)
      stall = setTimeout(() => {
        timedOut = true
        xhr.abort()
      }, LIMITS.requestTimeoutMs)
    }

    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => {
      clearTimeout(stall)
      signal?.removeEventListener('abort', onAbort)
    }

    xhr.upload.onprogress = (event) => {
      moved()
      if (!onProgress) return
      const total = event.lengthComputable ? event.total : 0
      onProgress({ loaded: event.loaded, total, percent: total > 0 ? Math.round((event.loaded / total) * 100) : 0 })
    }
    xhr.upload.onload = moved
    xhr.onprogress = moved
    xhr.onload = () => {
      done()
      let answer: unknown
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        answer = undefined
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(httpFailure(xhr.status, answer))
        return
      }
      // A 2xx that is not an envelope at all (no JSON, no status) is a malformed answer: the call may have done its work.
      if (!answer || typeof answer !== 'object' || !('status' in answer)) {
        console.error('Malformed response', path, xhr.responseText.slice(0, 200))
        reject(new ApiError('malformed', ru.errors.malformedResponse))
        return
      }
      try {
        resolve(parseEnvelope(schema, path, answer))
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError('unknown', ru.errors.unknown))
      }
    }
    xhr.onerror = () => {
      done()
      reject(new ApiError('network', ru.errors.noResponse))
    }
    xhr.onabort = () => {
      done()
      if (timedOut) {
        reject(new ApiError('network', ru.errors.noResponse))
        return
      }
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
    }
    xhr.send(body)
    moved()
  })
}
