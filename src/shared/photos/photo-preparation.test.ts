import { describe, expect, it } from 'vitest'
import { photosText } from '@/shared/i18n/ru'
import { holdsGpsPointer, phoneJpeg } from '@/test/phone-jpeg'
import { readImageHeader } from './image-header'
import { PhotoRefusedError, preparedFiles } from './photo-preparation'

describe('photos prepared where no worker can do it (this test runs without Worker and OffscreenCanvas)', () => {
  it('strips the metadata on the page: the position is gone, the orientation alone stays', async () => {
    const [sent] = await preparedFiles([phoneJpeg('phone.jpg')])
    const bytes = new Uint8Array(await sent!.arrayBuffer())
    expect(readImageHeader(bytes)).toMatchObject({ width: 40, height: 30, orientation: 6 })
    expect(holdsGpsPointer(bytes)).toBe(false)
  })

  it('refuses a file it cannot strip, naming it, rather than sending it as it was', async () => {
    const unreadable = new File(['not a jpeg at all'], 'broken.jpg', { type: 'image/jpeg' })
    const failure = preparedFiles([unreadable])
    await expect(failure).rejects.toBeInstanceOf(PhotoRefusedError)
    await expect(failure).rejects.toThrow(photosText.metadataKept('«broken.jpg»'))
  })
})
