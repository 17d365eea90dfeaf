import { describe, expect, it } from 'vitest'
import { fullStaticUrl, galleryImageTag } from './image-tag'

const base = (path: string) => `https://static.example.org${path}`

describe('the copied photo tag (spec section 2: width 326, height scaled)', () => {
  it('carries the full URL, width 326 and the height scaled from the photo and rounded', () => {
    expect(galleryImageTag({ url: '/uploads/gallery/a.jpg', width: 600, height: 338 }, base)).toBe(
      '<img src="https://static.example.org/uploads/gallery/a.jpg" width="326" height="184" />',
    )
    // 326 × 400 / 300 = 434.67 → 435; 326 × 250 / 500 = 163 exactly.
    expect(galleryImageTag({ url: '/p.png', width: 300, height: 400 }, base)).toContain('width="326" height="435"')
    expect(galleryImageTag({ url: '/p.png', width: 500, height: 250 }, base)).toContain('width="326" height="163"')
  })

  it('leaves the height out when the photo has no recorded size', () => {
    expect(galleryImageTag({ url: '/p.png', width: null, height: null }, base)).toBe(
      '<img src="https://static.example.org/p.png" width="326" />',
    )
  })

  it('without a static base the photo URL is absolute on the console origin', () => {
    expect(fullStaticUrl('/uploads/gallery/a.jpg')).toBe(`${location.origin}/uploads/gallery/a.jpg`)
    expect(galleryImageTag({ url: '/p.png', width: 652, height: 400 })).toBe(
      `<img src="${location.origin}/p.png" width="326" height="200" />`,
    )
  })
})
