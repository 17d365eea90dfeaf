import { HTTPError, isNetworkError, isTimeoutError } from 'ky'
import { ru } from '@/shared/i18n/ru'

export type ApiErrorKind = 'http' | 'network' | 'status' | 'malformed' | 'unknown'

/** The one error type every call throws; `message` is what the UI shows (spec section 8 "Generic"). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's `message` when it sent a string one. */
  readonly serverMessage: string | undefined

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; serverMessage?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.status = options.status
    this.serverMessage = options.serverMessage
  }

  /** True when no answer reached the console (network failure or timeout). */
  get isNoResponse(): boolean {
    return this.kind === 'network'
  }
}

export function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return undefined
}

/** Maps whatever a call threw to an ApiError whose message follows spec section 8 "Generic". */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const serverMessage = serverMessageOf(error.data)
    return new ApiError('http', serverMessage ?? ru.errors.unknownServer, {
      status: error.response.status,
      ...(serverMessage === undefined ? {} : { serverMessage }),
      cause: error,
    })
  }
  if (isNetworkError(error) || isTimeoutError(error) || (error instanceof TypeError && /fetch|network/i.test(error.message))) {
    return new ApiError('network', ru.errors.noResponse, { cause: error })
  }
  if (error instanceof Error && error.message) return new ApiError('unknown', error.message, { cause: error })
  return new ApiError('unknown', ru.errors.unknown, { cause: error })
}

/** The text to show for any error, with the spec's placeholder as the last resort. */
export function errorText(error: unknown): string {
  if (error == null) return ru.common.unknownErrorPlaceholder
  return toApiError(error).message || ru.common.unknownErrorPlaceholder
}
