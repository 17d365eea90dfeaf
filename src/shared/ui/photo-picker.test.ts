import { describe, expect, it } from 'vitest'
import { splitPhotoFiles } from './photo-picker'

describe('photo files (spec section 5 "Photo files": png or jpeg)', () => {
  it('keeps png and jpeg and reports the rest', () => {
    const png = new File(['1'], 'a.png', { type: 'image/png' })
    const jpeg = new File(['2'], 'b.jpg', { type: 'image/jpeg' })
    const gif = new File(['3'], 'c.gif', { type: 'image/gif' })
    const text = new File(['4'], 'd.txt', { type: 'text/plain' })
    expect(splitPhotoFiles([png, gif, jpeg, text])).toEqual({ accepted: [png, jpeg], rejected: [gif, text] })
  })
})
