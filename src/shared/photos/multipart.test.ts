import { describe, expect, it } from 'vitest'
import { buildCreateFormData, buildPhotosAddFormData } from './multipart'

const png = (name: string) => new File(['x'], name, { type: 'image/png' })

describe('multipart bodies (api-contract "Multipart bodies")', () => {
  it('create: text parts, one JSON part per array or object, booleans as text, absent values left out, repeated file parts', () => {
    const form = buildCreateFormData(
      { name: 'Ярмарка', tags: ['a'], contacts: { telegram: '@x' }, flag: false, date_start: undefined, gone: null },
      [png('1.png'), png('2.png')],
    )
    expect(form.get('name')).toBe('Ярмарка')
    expect(JSON.parse(form.get('tags') as string)).toEqual(['a'])
    expect(JSON.parse(form.get('contacts') as string)).toEqual({ telegram: '@x' })
    expect(form.get('flag')).toBe('false')
    expect(form.has('date_start')).toBe(false)
    expect(form.has('gone')).toBe(false)
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['1.png', '2.png'])
    expect(buildCreateFormData({}, [png('3.png')], 'files').getAll('files')).toHaveLength(1)
  })

  it('photos add: type carousel, the owner id and repeated files parts', () => {
    const form = buildPhotosAddFormData({ owner_id: 'owner', files: [png('a.png'), png('b.png')] })
    expect(form.get('type')).toBe('carousel')
    expect(form.get('owner_id')).toBe('owner')
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.png', 'b.png'])
  })
})
