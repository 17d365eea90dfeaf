import { ApiError, errorText } from '@/shared/api/client'
import { translateServerMessage } from '@/shared/i18n/ru'

/**
 * Spec section 8: a country or city call's failure, looked up in the table of server messages; a
 * message the table does not know shows as the server sent it, and a failure without a server
 * message follows the generic rule ('No response from the server'…).
 */
export function cityErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return translateServerMessage(error.serverMessage)
  }
  return errorText(error)
}
