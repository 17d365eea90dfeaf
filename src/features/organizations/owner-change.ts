import { ApiError, errorText } from '@/shared/api/client'
import { organizationsText } from '@/shared/i18n/organizations'
import { LIMITS } from '@/shared/limits'

/**
 * The new owner's id (spec section 5): required, 24 characters. Returns the message to show, or
 * null when the id may be sent.
 */
export function ownerIdProblem(value: string): string | null {
  const id = value.trim()
  if (id === '') return organizationsText.newOwnerRequired
  if (id.length !== LIMITS.ownerIdLength) return organizationsText.newOwnerFormat
  return null
}

/**
 * Spec section 8 "Owner change": 'This user is banned' and 'This user is not confirmed' have
 * their own texts, and the server's other refusal of the id, 'There is no such user' (api-contract),
 * the no-such-user text. A failure that says nothing about the user (a server error, no answer, a
 * malformed one) gets the generic text of section 8: telling the admin the user does not exist
 * would be wrong.
 */
export function ownerChangeErrorText(error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined
  if (message === 'This user is banned') return organizationsText.ownerErrors.banned
  if (message === 'This user is not confirmed') return organizationsText.ownerErrors.notConfirmed
  if (message === 'There is no such user') return organizationsText.ownerErrors.other
  return errorText(error)
}
