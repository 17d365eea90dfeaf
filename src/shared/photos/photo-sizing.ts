import type { ImageHeader } from './image-header'
import type { PhotoKind } from './photo-files'

/**
 * How photos are prepared before they go up (the console's choice, not a limit of spec section 9): the long
 * side at most this (a carousel or an article shows them far smaller, and a phone's 12 megapixels are four times this
 * many), encoded as JPEG at this quality; previews drawn at most this large (the tiles are 110 px high).
 */
export const PHOTO_PREPARATION = { longSideMaxPx: 2560, jpegQuality: 0.85, previewLongSidePx: 400 } as const

/** The size a picture has once its EXIF orientation is applied: 5 to 8 turn it a quarter. */
export function uprightSize(width: number, height: number, orientation: number): { width: number; height: number } {
  return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height }
}

/** Scaled so that the long side is at most `max`, keeping the proportions; never enlarged. */
export function fitLongSide(
  width: number,
  height: number,
  max: number = PHOTO_PREPARATION.longSideMaxPx,
): { width: number; height: number } {
  const long = Math.max(width, height)
  if (long <= max) return { width, height }
  const scale = max / long
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * How a chosen file is prepared before it goes up, decided from its header alone:
 * - `strip`: the file as it was without its metadata (a category icon or a flag, never re-encoded: an icon must stay
 *   the PNG the server asks for, and a flag is drawn exact; a JPEG keeps its orientation alone);
 * - `encode`: a photo decoded upright, drawn at `width` × `height` (the long side at most PHOTO_PREPARATION.longSideMaxPx,
 *   never enlarged) and encoded as JPEG, or as PNG when it is a PNG whose pixels turn out to be transparent
 *   (`keepPngIfTransparent`);
 * - `send`: a file that cannot be read as PNG or JPEG goes as it was, for the server to judge.
 */
export type PreparationPlan =
  { action: 'strip' } | { action: 'encode'; width: number; height: number; keepPngIfTransparent: boolean } | { action: 'send' }

export function planPreparation(header: ImageHeader | null, kind: PhotoKind): PreparationPlan {
  if (!header) return { action: 'send' }
  if (kind !== 'photo') return { action: 'strip' }
  const upright = uprightSize(header.width, header.height, header.orientation)
  return { action: 'encode', ...fitLongSide(upright.width, upright.height), keepPngIfTransparent: header.mayHaveAlpha }
}

/**
 * Which bytes go up once a photo is encoded: the encoded ones, unless they came out no smaller than the file as it
 * was; then the file as it was, without its metadata — when it needs no turning (orientation 1). A photo marked
 * sideways always goes encoded, upright, even a little larger.
 */
export function chooseUpload(input: { originalBytes: number; encodedBytes: number; orientation: number }): 'encoded' | 'original' {
  return input.encodedBytes < input.originalBytes || input.orientation !== 1 ? 'encoded' : 'original'
}

/** The name of a file sent as another type: `IMG_1.png` encoded as JPEG goes up as `IMG_1.jpg`. */
export function nameForType(name: string, type: string): string {
  const extension = type === 'image/png' ? 'png' : 'jpg'
  const base = name.replace(/\.[^./]*$/, '')
  const current = /\.([^./]*)$/.exec(name)?.[1]?.toLowerCase()
  if (current && (current === extension || (extension === 'jpg' && current === 'jpeg'))) return name
  return `${base || 'photo'}.${extension}`
}

/**
 * How far each file of one multipart upload has gone, in percent, from the share of the body sent: the parts go in
 * order, so the first files fill first.
 */
export function perFileProgress(sizes: readonly number[], fraction: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0)
  let sent = Math.min(1, Math.max(0, fraction)) * total
  return sizes.map((size) => {
    const part = size === 0 ? (sent >= 0 ? 1 : 0) : Math.min(1, Math.max(0, sent / size))
    sent -= size
    return Math.round(part * 100)
  })
}
