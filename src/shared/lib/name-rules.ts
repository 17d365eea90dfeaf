import * as z from 'zod/mini'
import { catalogueText } from '@/shared/i18n/categories'
import { LIMITS } from '@/shared/limits'

/**
 * Spec section 5: a category, sub-category, article block, city or country name has at least 2 characters (spaces
 * around it do not count). As a form schema's field: the name trimmed, or the min-2 message.
 */
export const catalogueNameSchema = z.string().check(z.trim(), z.minLength(LIMITS.nameMin, catalogueText.nameMin))

/** The same rule for a form without a schema: the message to show, or null when the name is fine. */
export function nameProblem(name: string): string | null {
  return catalogueNameSchema.safeParse(name).success ? null : catalogueText.nameMin
}
