import { ICON_MIME_TYPES, PHOTO_MIME_TYPES } from '@/shared/limits'

/** Which files a picker takes (spec section 5 "Photo files"): photos and flags png or jpeg, category icons png only. */
export type PhotoKind = 'photo' | 'flag' | 'icon'

const TYPES_OF: Record<PhotoKind, readonly string[]> = { photo: PHOTO_MIME_TYPES, flag: PHOTO_MIME_TYPES, icon: ICON_MIME_TYPES }

/** The `accept` of a picker's file dialog. */
export const acceptOf = (kind: PhotoKind): string => TYPES_OF[kind].join(',')

/** HEIC/HEIF (what iPhones take): by its type, or by its name where the system gives no type. */
export function isHeic(file: Pick<File, 'name' | 'type'>): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)
}

/** A choice sorted by the picker's rule: the files it takes, the HEIC ones (refused by name), the rest (refused by the rule). */
export type SortedFiles = { accepted: File[]; heic: File[]; rejected: File[] }

/**
 * Sorts chosen, dropped or pasted files by the picker's types (one path for all three): the accepted ones keep their
 * order; a HEIC file is refused apart so that the picker can name it and say to send it as JPEG.
 */
export function sortPhotoFiles(files: readonly File[], kind: PhotoKind = 'photo'): SortedFiles {
  const sorted: SortedFiles = { accepted: [], heic: [], rejected: [] }
  for (const file of files) {
    if (TYPES_OF[kind].includes(file.type)) sorted.accepted.push(file)
    else if (isHeic(file)) sorted.heic.push(file)
    else sorted.rejected.push(file)
  }
  return sorted
}
