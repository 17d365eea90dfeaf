import { describe, expect, it } from 'vitest'
import type { ImageHeader } from './image-header'
import { chooseUpload, fitLongSide, nameForType, perFileProgress, PHOTO_PREPARATION, planPreparation, uprightSize } from './photo-sizing'

const header = (over: Partial<ImageHeader>): ImageHeader => ({
  format: 'jpeg',
  width: 4032,
  height: 3024,
  orientation: 1,
  hasMetadata: true,
  mayHaveAlpha: false,
  ...over,
})

describe('how a photo is sized before it goes up', () => {
  it('scales the long side to at most 2560 px, keeping the proportions, and never enlarges', () => {
    expect(PHOTO_PREPARATION.longSideMaxPx).toBe(2560)
    expect(fitLongSide(4032, 3024)).toEqual({ width: 2560, height: 1920 })
    expect(fitLongSide(3024, 4032)).toEqual({ width: 1920, height: 2560 })
    expect(fitLongSide(1200, 800)).toEqual({ width: 1200, height: 800 })
    expect(fitLongSide(2560, 10)).toEqual({ width: 2560, height: 10 })
    expect(fitLongSide(10_000, 1)).toEqual({ width: 2560, height: 1 })
  })

  it('turns the size a quarter for the EXIF orientations 5 to 8', () => {
    expect(uprightSize(4032, 3024, 6)).toEqual({ width: 3024, height: 4032 })
    expect(uprightSize(4032, 3024, 8)).toEqual({ width: 3024, height: 4032 })
    expect(uprightSize(4032, 3024, 3)).toEqual({ width: 4032, height: 3024 })
    expect(uprightSize(4032, 3024, 1)).toEqual({ width: 4032, height: 3024 })
  })

  it('encodes a photo upright at most 2560 px; a PNG that may be transparent may stay PNG', () => {
    expect(planPreparation(header({}), 'photo')).toEqual({ action: 'encode', width: 2560, height: 1920, keepPngIfTransparent: false })
    expect(planPreparation(header({ orientation: 6 }), 'photo')).toEqual({
      action: 'encode',
      width: 1920,
      height: 2560,
      keepPngIfTransparent: false,
    })
    expect(planPreparation(header({ format: 'png', width: 800, height: 600, mayHaveAlpha: true }), 'photo')).toEqual({
      action: 'encode',
      width: 800,
      height: 600,
      keepPngIfTransparent: true,
    })
  })

  it('never re-encodes a category icon or a flag, even one marked sideways: it only loses its metadata (an icon stays the PNG the server asks for)', () => {
    expect(planPreparation(header({ format: 'png', width: 4000, height: 4000 }), 'icon')).toEqual({ action: 'strip' })
    expect(planPreparation(header({ format: 'png', width: 64, height: 64, orientation: 6 }), 'icon')).toEqual({ action: 'strip' })
    expect(planPreparation(header({ width: 3000, height: 2000 }), 'flag')).toEqual({ action: 'strip' })
    expect(planPreparation(header({ width: 3000, height: 2000, orientation: 6 }), 'flag')).toEqual({ action: 'strip' })
  })

  it('sends a file it cannot read as it was, for the server to judge', () => {
    expect(planPreparation(null, 'photo')).toEqual({ action: 'send' })
  })

  it('sends the encoded bytes when smaller; else the file as it was (without metadata), unless it must be turned', () => {
    expect(chooseUpload({ originalBytes: 5_000_000, encodedBytes: 900_000, orientation: 1 })).toBe('encoded')
    expect(chooseUpload({ originalBytes: 300_000, encodedBytes: 400_000, orientation: 1 })).toBe('original')
    expect(chooseUpload({ originalBytes: 300_000, encodedBytes: 300_000, orientation: 1 })).toBe('original')
    expect(chooseUpload({ originalBytes: 300_000, encodedBytes: 400_000, orientation: 6 })).toBe('encoded')
  })

  it('names a file after the type it goes as', () => {
    expect(nameForType('IMG_1.png', 'image/jpeg')).toBe('IMG_1.jpg')
    expect(nameForType('IMG_1.JPEG', 'image/jpeg')).toBe('IMG_1.JPEG')
    expect(nameForType('scan.jpg', 'image/jpeg')).toBe('scan.jpg')
    expect(nameForType('logo.png', 'image/png')).toBe('logo.png')
    expect(nameForType('image', 'image/png')).toBe('image.png')
  })

  it("shares an upload's progress over its files in order", () => {
    expect(perFileProgress([100, 300], 0)).toEqual([0, 0])
    expect(perFileProgress([100, 300], 0.25)).toEqual([100, 0])
    expect(perFileProgress([100, 300], 0.5)).toEqual([100, 33])
    expect(perFileProgress([100, 300], 1)).toEqual([100, 100])
  })
})
