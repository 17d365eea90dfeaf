import { describe, expect, it } from 'vitest'
import { PreviewUrls } from './preview-urls'

function registry() {
  const live = new Set<string>()
  let next = 0
  const urls = new PreviewUrls(
    () => {
      const url = `blob:${++next}`
      live.add(url)
      return url
    },
    (url) => live.delete(url),
  )
  return { urls, live }
}

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' })
const blob = () => new Blob(['p'], { type: 'image/jpeg' })

describe("previews' object URLs (a long session does not grow)", () => {
  it('makes one URL per chosen file once its preview is there, and keeps it while the file stays', () => {
    const { urls, live } = registry()
    const a = file('a.jpg')
    const b = file('b.jpg')
    const previewA = blob()
    expect(urls.sync([[a, null]]).size).toBe(0)
    const first = urls.sync([
      [a, previewA],
      [b, null],
    ])
    expect([...first.values()]).toEqual(['blob:1'])
    expect(
      urls
        .sync([
          [b, blob()],
          [a, previewA],
        ])
        .get(a),
    ).toBe('blob:1')
    expect(live.size).toBe(2)
  })

  it('revokes the URL of a file that leaves the selection, and every URL when the picker goes', () => {
    const { urls, live } = registry()
    const files = Array.from({ length: 200 }, (_, index) => file(`${index}.jpg`))
    urls.sync(files.map((one) => [one, blob()] as const))
    expect(live.size).toBe(200)
    urls.sync(files.slice(150).map((one) => [one, blob()] as const))
    expect(live.size).toBe(50)
    urls.clear()
    expect(live.size).toBe(0)
  })

  it('replaces the URL when a file gets another preview', () => {
    const { urls, live } = registry()
    const a = file('a.jpg')
    urls.sync([[a, blob()]])
    const second = urls.sync([[a, blob()]])
    expect(second.get(a)).toBe('blob:2')
    expect([...live]).toEqual(['blob:2'])
  })
})
