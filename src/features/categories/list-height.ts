import { LIMITS } from '@/shared/limits'

/** Spec section 9: the category list is 60 px per item plus 20 high (it scrolls when the screen is lower). */
export function categoryListHeight(count: number): number {
  return Math.max(count, 1) * LIMITS.categoryItemHeightPx + LIMITS.categoryListPaddingPx
}
