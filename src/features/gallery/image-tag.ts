import type { Photo } from '@/shared/api/common-schemas'
import { LIMITS } from '@/shared/limits'
import { staticUrl } from '@/shared/startup/env'

/**
 * The static base prefixed to the path; with no base configured (the console's own origin serves
 * the photos) the page's origin, so that the tag works wherever the article is shown.
 */
export function fullStaticUrl(path: string): string {
  return new URL(staticUrl(path), globalThis.location.href).href
}

/**
 * Spec section 2 "Articles": the photo tag copied for the article editor, with the photo's full
 * URL, the preview width 326 and the height scaled from the photo's own size, rounded. Without a
 * known size the height is left out (the browser keeps the proportions).
 */
export function galleryImageTag(photo: Pick<Photo, 'url' | 'width' | 'height'>, toUrl: (path: string) => string = fullStaticUrl): string {
  const width = LIMITS.articlePreviewWidth
  const height = photo.width && photo.height ? Math.round((photo.height * width) / photo.width) : null
  return `<img src="${toUrl(photo.url)}" width="${width}"${height === null ? '' : ` height="${height}"`} />`
}
