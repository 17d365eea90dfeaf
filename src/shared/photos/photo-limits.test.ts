import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/shared/limits'
import { atPhotoMinimum, fitNewPhotos, keepFirstPhotos } from './photo-limits'

describe('carousel photo limits (spec sections 5 and 8)', () => {
  it('keeps a choice that fits within the 15-photo maximum', () => {
    expect(fitNewPhotos(10, ['a', 'b'])).toEqual({ kept: ['a', 'b'], overflow: false, room: 5 })
  })

  it('cuts the new selection to the remaining room, keeping the last fitting ones, and reports the overflow', () => {
    expect(fitNewPhotos(13, ['a', 'b', 'c', 'd'])).toEqual({ kept: ['c', 'd'], overflow: true, room: 2 })
    expect(fitNewPhotos(LIMITS.photosMax, ['a'])).toEqual({ kept: [], overflow: true, room: 0 })
  })

  it('is at the minimum when no more than the minimum remain', () => {
    expect(atPhotoMinimum(LIMITS.photosMin)).toBe(true)
    expect(atPhotoMinimum(LIMITS.photosMin + 1)).toBe(false)
  })
})

describe('gallery and template-photo upload limit (spec section 5)', () => {
  const files = (n: number) => Array.from({ length: n }, (_, i) => `photo-${i + 1}.png`)

  it('keeps a choice of up to 15 files as it is', () => {
    expect(keepFirstPhotos(files(15))).toEqual({ kept: files(15), overflow: false })
    expect(keepFirstPhotos(files(1))).toEqual({ kept: files(1), overflow: false })
  })

  it('keeps only the first 15 of a larger choice, in their order, and reports it', () => {
    const { kept, overflow } = keepFirstPhotos(files(16))
    expect(overflow).toBe(true)
    expect(kept).toHaveLength(LIMITS.photosMax)
    expect(kept[0]).toBe('photo-1.png')
    expect(kept.at(-1)).toBe('photo-15.png')
  })
})
