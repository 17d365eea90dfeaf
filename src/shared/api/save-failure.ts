import { ru, saveText } from '@/shared/i18n/ru'
import { ApiError } from './api-error'

/** Spec section 8 "Save failure": the 'an error occurred' text plus the server message, or no connection. */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.isNoResponse) return saveText.noConnection
  return `${saveText.failureTitle}: ${error instanceof Error && error.message ? error.message : ru.errors.unknown}`
}
