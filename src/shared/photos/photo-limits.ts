import { LIMITS } from '@/shared/limits'

/**
 * Spec section 5 "carousel": at most LIMITS.photosMax photos in total (saved plus new). When a
 * choice does not fit, the new selection is cut to the remaining room, keeping the last fitting
 * ones, and the caller shows the maximum, how many existed and how many were chosen.
 */
export function fitNewPhotos<T>(
  existing: number,
  chosen: readonly T[],
  max: number = LIMITS.photosMax,
): { kept: T[]; overflow: boolean; room: number } {
  const room = Math.max(0, max - existing)
  if (chosen.length <= room) return { kept: [...chosen], overflow: false, room }
  return { kept: chosen.slice(chosen.length - room), overflow: true, room }
}

/** Deleting is refused when the carousel already has no more than the minimum (spec section 8). */
export function atPhotoMinimum(savedCount: number, min: number = LIMITS.photosMin): boolean {
  return savedCount <= min
}

/**
 * Spec section 5 "Gallery upload" and "Template photo upload": at most LIMITS.photosMax files in
 * one upload; of a larger choice only the first ones are kept, and the caller says so.
 */
export function keepFirstPhotos<T>(chosen: readonly T[], max: number = LIMITS.photosMax): { kept: T[]; overflow: boolean } {
  return { kept: chosen.slice(0, max), overflow: chosen.length > max }
}
