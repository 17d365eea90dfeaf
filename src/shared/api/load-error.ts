import { ApiError } from './api-error'
import { ru } from '@/shared/i18n/ru'

/** Spec section 8: an organization or event load failure shows the server message if it is a string, else the generic error text. */
export function loadErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : ru.common.error
}
