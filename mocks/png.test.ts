import { describe, expect, it } from 'vitest'
import { gradientPng, hsl } from './png'

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(bytes as BodyInit).body!.pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Reads the chunks of a PNG file: type, data and whether the stored CRC matches. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const found: { type: string; data: Uint8Array }[] = []
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    found.push({ type, data: png.subarray(offset + 8, offset + 8 + length) })
    offset += 12 + length
  }
  return found
}

/** Undoes filter type 1 (difference from the pixel on the left) on one RGB row. */
function unfilterRow(raw: Uint8Array, row: number, width: number): number[] {
  const stride = 1 + width * 3
  const start = row * stride
  expect(raw[start]).toBe(1)
  const out: number[] = []
  for (let i = 0; i < width * 3; i += 1) out.push((raw[start + 1 + i]! + (i < 3 ? 0 : out[i - 3]!)) & 0xff)
  return out
}

describe('mock photos: a PNG the browser decodes as a raster picture', () => {
  it('has the PNG signature, the size asked for and chunks IHDR, IDAT, IEND', async () => {
    const png = await gradientPng(40, 30, [255, 0, 0], [0, 0, 255])
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const [header, ...rest] = chunks(png)
    expect(header!.type).toBe('IHDR')
    const view = new DataView(header!.data.buffer, header!.data.byteOffset)
    expect([view.getUint32(0), view.getUint32(4), header!.data[8], header!.data[9]]).toEqual([40, 30, 8, 2])
    expect(rest.map((chunk) => chunk.type)).toEqual(['IDAT', 'IEND'])
  })

  it('runs from the first colour at the top left to the second at the bottom right', async () => {
    const png = await gradientPng(40, 30, [255, 0, 0], [0, 0, 255])
    const raw = await inflate(chunks(png).find((chunk) => chunk.type === 'IDAT')!.data)
    expect(raw.length).toBe(30 * (1 + 40 * 3))
    expect(unfilterRow(raw, 0, 40).slice(0, 3)).toEqual([255, 0, 0])
    expect(unfilterRow(raw, 29, 40).slice(-3)).toEqual([0, 0, 255])
  })

  it('turns HSL into RGB', () => {
    expect(hsl(0, 1, 0.5)).toEqual([255, 0, 0])
    expect(hsl(120, 1, 0.5)).toEqual([0, 255, 0])
    expect(hsl(240, 1, 0.5)).toEqual([0, 0, 255])
    expect(hsl(0, 0, 1)).toEqual([255, 255, 255])
  })
})
