import { ApiError } from '../api/api-error'
import { photosText } from '../i18n/organizations'
import type { ResultState } from '../ui/result-modal'

/** Spec section 8: a photo add or remove failure is 'Error' with the server message, or 'Server error'. */
export function photoFailure(error: unknown): ResultState {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : photosText.serverError
  return { kind: 'error', message: `${photosText.failure}: ${message}` }
}
