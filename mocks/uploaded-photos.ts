import type { Photo } from '@/shared/api/common-schemas'
import { PHOTO_MIME_TYPES } from '@/shared/limits'
import { readImageHeader } from '@/shared/photos/image-header'
import { MockHttpError, photoExtension, storeFile } from './lib'
import { newId } from './random'

export const UPLOAD_MESSAGES = {
  photoType: 'Only png and jpeg photos are allowed',
  noFiles: 'No files were sent',
} as const

export { filesOf } from './lib'

/**
 * Stores uploaded png/jpeg files under /uploads/<folder>/… so that their previews show, with the
 * width and height read from each file and its name as the title. 400 for any other type.
 */
export async function storeUploadedPhotos(files: File[], folder: string): Promise<Photo[]> {
  for (const file of files)
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) throw new MockHttpError(400, UPLOAD_MESSAGES.photoType)
  const photos: Photo[] = []
  for (const file of files) {
    const id = newId()
    const path = `/uploads/${folder}/${id}.${photoExtension(file)}`
    await storeFile(path, file)
    // Read from the file's header as a server would (the console's own reader, shared/photos/image-header.ts).
    const size = readImageHeader(new Uint8Array(await file.arrayBuffer()))
    photos.push({ _id: id, url: path, preview_url: path, title: file.name, width: size?.width ?? null, height: size?.height ?? null })
  }
  return photos
}

/** A text part of a multipart body ('' when absent or a file). */
export function textOf(form: FormData, field: string): string {
  const value = form.get(field)
  return typeof value === 'string' ? value : ''
}
