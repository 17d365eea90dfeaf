/// <reference lib="webworker" />
import { readImageHeader } from './image-header'
import type { PhotoKind } from './photo-files'
import { chooseUpload, fitLongSide, nameForType, PHOTO_PREPARATION, planPreparation } from './photo-sizing'
import { strippedFile, stripOnly, type PreparedPhoto } from './photo-stripping'

/**
 * The photo worker: prepares one chosen file at a time off the main thread, so the page stays responsive
 * while fifteen 12-megapixel photos are prepared. createImageBitmap decodes the file with its EXIF orientation applied
 * to the pixels and scales it (the browser's own high-quality resampling), an OffscreenCanvas encodes it; nothing is
 * fetched from anywhere. Started by shared/photos/photo-preparation.ts.
 */

export type PrepareRequest = { id: number; file: File; kind: PhotoKind }
export type PrepareStage = 'decoding' | 'encoding'
export type PrepareReply = { id: number; stage: PrepareStage } | { id: number; done: PreparedPhoto }

const scope = self as unknown as DedicatedWorkerGlobalScope

function hasTransparency(canvas: OffscreenCanvas): boolean {
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return false
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  for (let index = 3; index < data.length; index += 4) if (data[index]! < 255) return true
  return false
}

/** A preview of what goes up: at most PHOTO_PREPARATION.previewLongSidePx, the tiles are far smaller. */
async function previewOf(source: CanvasImageSource & { width: number; height: number }, type: string): Promise<Blob> {
  const size = fitLongSide(source.width, source.height, PHOTO_PREPARATION.previewLongSidePx)
  const canvas = new OffscreenCanvas(size.width, size.height)
  const context = canvas.getContext('2d')!
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, size.width, size.height)
  return canvas.convertToBlob(type === 'image/png' ? { type } : { type: 'image/jpeg', quality: PHOTO_PREPARATION.jpegQuality })
}

function asFile(bytes: BlobPart, file: File, type: string): File {
  return new File([bytes], nameForType(file.name, type), { type, lastModified: file.lastModified })
}

async function prepare(id: number, file: File, kind: PhotoKind): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const header = readImageHeader(bytes)
  const plan = planPreparation(header, kind)
  if (plan.action === 'send' || !header) return { file, preview: file, width: null, height: null, outcome: 'as-chosen' }
  const stripped = () => strippedFile(file, bytes)
  if (plan.action === 'strip') return { file: stripped(), preview: file, width: header.width, height: header.height, outcome: 'stripped' }

  scope.postMessage({ id, stage: 'decoding' } satisfies PrepareReply)
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: plan.width,
    resizeHeight: plan.height,
    resizeQuality: 'high',
  })
  try {
    scope.postMessage({ id, stage: 'encoding' } satisfies PrepareReply)
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0)
    const type = plan.keepPngIfTransparent && hasTransparency(canvas) ? 'image/png' : 'image/jpeg'
    const encoded = await canvas.convertToBlob(type === 'image/png' ? { type } : { type, quality: PHOTO_PREPARATION.jpegQuality })
    const preview = await previewOf(bitmap, type)
    if (chooseUpload({ originalBytes: file.size, encodedBytes: encoded.size, orientation: header.orientation }) === 'original')
      return { file: stripped(), preview, width: header.width, height: header.height, outcome: 'stripped' }
    return { file: asFile(encoded, file, type), preview, width: bitmap.width, height: bitmap.height, outcome: 'encoded' }
  } finally {
    bitmap.close()
  }
}

scope.onmessage = (event: MessageEvent<PrepareRequest>) => {
  const { id, file, kind } = event.data
  void prepare(id, file, kind)
    // A file the browser cannot decode still goes without its metadata, or not at all.
    .catch(() => stripOnly(file))
    .then((done) => scope.postMessage({ id, done } satisfies PrepareReply))
}
