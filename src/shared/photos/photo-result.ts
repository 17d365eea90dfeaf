import { ApiError } from '@/shared/api/client'
import { photosText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { UncertainCreateError } from '@/shared/save/merged-save-errors'
import type { ResultState } from '@/shared/ui/result-dialog'

/**
 * The outcomes of photo editing shown in the result dialog (success / error with OK), with
 * the texts of spec sections 5 and 8.
 */
export const photoResult = {
  /** Add or remove failed: 'Error' with the server message, or 'Server error' when it sent none. */
  failure(error: unknown): NonNullable<ResultState> {
    // An upload without a sure answer says what its look-up found (shared/save/write-once.ts).
    if (error instanceof UncertainCreateError) return { kind: 'error', message: error.message }
    const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : photosText.serverError
    return { kind: 'error', message: `${photosText.failure}: ${message}` }
  },
  saved: (count: number): ResultState => ({ kind: 'success', message: photosText.saved(count) }),
  deleted: (): ResultState => ({ kind: 'success', message: photosText.deleted }),
  /** Deleting at the minimum is refused. */
  minimum: (min: number = LIMITS.photosMin): ResultState => ({ kind: 'error', message: photosText.minimum(min) }),
  /** More chosen than fit: the maximum, how many existed, how many were chosen and how many are kept. */
  tooMany: (existing: number, chosen: number, kept: number, max: number = LIMITS.photosMax): ResultState => ({
    kind: 'error',
    message: `${photosText.maximum(max)}\n${photosText.tooMany(existing, chosen, kept)}`,
  }),
}
