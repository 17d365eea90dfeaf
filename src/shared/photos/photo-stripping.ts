import { readImageHeader, stripMetadataKeepingOrientation } from './image-header'

/**
 * How the file goes up: encoded; as it was without metadata; as it was (not a readable PNG or JPEG, for the server to
 * judge); or not at all — its metadata could not be taken out, and a photo never goes up with its position.
 */
export type PrepareOutcome = 'encoded' | 'stripped' | 'as-chosen' | 'refused'
export type PreparedPhoto = { file: File; preview: Blob; width: number | null; height: number | null; outcome: PrepareOutcome }

export function strippedFile(file: File, bytes: Uint8Array): File {
  const kept = stripMetadataKeepingOrientation(bytes)
  return new File([kept as Uint8Array<ArrayBuffer>], file.name, { type: file.type, lastModified: file.lastModified })
}

/**
 * The file without its metadata and nothing else done to it, or refused when it cannot be read as PNG or JPEG: what
 * goes up when a photo cannot be decoded, or when no worker can prepare it (shared/photos/photo-preparation.ts runs this
 * on the page then). Never the original with its position.
 */
export async function stripOnly(file: File): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const header = readImageHeader(bytes)
  if (!header) return { file, preview: file, width: null, height: null, outcome: 'refused' }
  return { file: strippedFile(file, bytes), preview: file, width: header.width, height: header.height, outcome: 'stripped' }
}

const keptCopies = new WeakMap<File, Promise<File | null>>()

/**
 * A chosen file as it may be kept on this device (a form's draft, shared/drafts): without its metadata, the orientation
 * alone kept, or null when it cannot be read as PNG or JPEG. Never re-encoded, so a restored draft's photo is prepared
 * for its upload as the chosen one would have been. Made once per chosen file, however often its draft is written.
 */
export function metadataFreeCopy(file: File): Promise<File | null> {
  let copy = keptCopies.get(file)
  if (!copy) {
    copy = stripOnly(file).then(
      (photo) => (photo.outcome === 'refused' ? null : photo.file),
      () => null,
    )
    keptCopies.set(file, copy)
  }
  return copy
}
