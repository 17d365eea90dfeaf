import { describe, expect, it } from 'vitest'
import { LIMITS } from '../limits'
import { atPhotoMinimum, fitNewPhotos } from './photo-limits'

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
