import { catalogueText } from '@/shared/i18n/catalogue'
import { LIMITS } from '@/shared/limits'

/**
 * Spec section 5: a category, sub-category or article block name has at least 2 characters
 * (spaces around it do not count). Returns the message to show, or null when the name is fine.
 */
export function nameProblem(name: string): string | null {
  return name.trim().length < LIMITS.nameMin ? catalogueText.nameMin : null
}
