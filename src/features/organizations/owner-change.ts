import { ApiError } from '@/shared/api/client'
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
 * their own texts; any other failure reads as the no-such-user text.
 */
export function ownerChangeErrorText(error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined
  if (message === 'This user is banned') return organizationsText.ownerErrors.banned
  if (message === 'This user is not confirmed') return organizationsText.ownerErrors.notConfirmed
  return organizationsText.ownerErrors.other
}
