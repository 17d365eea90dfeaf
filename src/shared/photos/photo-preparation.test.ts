import { describe, expect, it } from 'vitest'
import { photosText } from '@/shared/i18n/ru'
import { readImageHeader } from './image-header'
import { PhotoRefusedError, preparedFiles } from './photo-preparation'

/** A minimal JPEG with an EXIF segment (orientation 6, then a GPS pointer) in front of its frame. */
function phoneJpeg(): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 2, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0,
  ]
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    0,
    exif.length + 2,
    ...exif,
    0xff,
    0xc0,
    0,
    11,
    8,
    0,
    30,
    0,
    40,
    1,
    1,
    0x11,
    0,
    0xff,
    0xda,
    0,
    2,
    0x12,
    0x34,
    0xff,
    0xd9,
  ])
}

describe('photos prepared where no worker can do it (this test runs without Worker and OffscreenCanvas)', () => {
  it('strips the metadata on the page: the position is gone, the orientation alone stays', async () => {
    const [sent] = await preparedFiles([new File([phoneJpeg() as Uint8Array<ArrayBuffer>], 'phone.jpg', { type: 'image/jpeg' })])
    const bytes = new Uint8Array(await sent!.arrayBuffer())
    expect(readImageHeader(bytes)).toMatchObject({ width: 40, height: 30, orientation: 6 })
    expect(bytes.some((byte, at) => byte === 0x88 && bytes[at + 1] === 0x25)).toBe(false)
  })

  it('refuses a file it cannot strip, naming it, rather than sending it as it was', async () => {
    const unreadable = new File(['not a jpeg at all'], 'broken.jpg', { type: 'image/jpeg' })
    const failure = preparedFiles([unreadable])
    await expect(failure).rejects.toBeInstanceOf(PhotoRefusedError)
    await expect(failure).rejects.toThrow(photosText.metadataKept('«broken.jpg»'))
  })
})
