import { describe, expect, it } from 'vitest'
import { acceptOf, isHeic, sortPhotoFiles } from './photo-files'

const file = (name: string, type: string) => new File(['x'], name, { type })

describe('which files a photo picker takes (spec section 5 "Photo files")', () => {
  it('takes png and jpeg photos in their order and refuses the rest', () => {
    const png = file('a.png', 'image/png')
    const jpeg = file('b.jpg', 'image/jpeg')
    const gif = file('c.gif', 'image/gif')
    const text = file('d.txt', 'text/plain')
    expect(sortPhotoFiles([png, gif, jpeg, text])).toEqual({ accepted: [png, jpeg], heic: [], rejected: [gif, text] })
  })

  it('refuses a HEIC or HEIF photo apart, known by its type or, where the system gives none, by its name', () => {
    const typed = file('IMG_1.HEIC', 'image/heic')
    const untyped = file('IMG_2.heif', '')
    const sequence = file('burst', 'image/heic-sequence')
    expect(sortPhotoFiles([typed, untyped, sequence])).toEqual({ accepted: [], heic: [typed, untyped, sequence], rejected: [] })
    expect(isHeic(file('heic-notes.txt', 'text/plain'))).toBe(false)
  })

  it('takes only png for a category icon, png or jpeg for a flag', () => {
    const png = file('i.png', 'image/png')
    const jpeg = file('i.jpg', 'image/jpeg')
    expect(sortPhotoFiles([png, jpeg], 'icon')).toEqual({ accepted: [png], heic: [], rejected: [jpeg] })
    expect(sortPhotoFiles([png, jpeg], 'flag').accepted).toEqual([png, jpeg])
    expect(acceptOf('icon')).toBe('image/png')
    expect(acceptOf('photo')).toBe('image/png,image/jpeg')
  })
})
