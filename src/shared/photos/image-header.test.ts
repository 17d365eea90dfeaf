import { describe, expect, it } from 'vitest'
import { readImageHeader, stripMetadata, stripMetadataKeepingOrientation } from './image-header'

/** A minimal JPEG: SOI, an EXIF APP1 with the orientation, APP0, a frame header of width × height, SOS, EOI. */
function jpeg(width: number, height: number, orientation: number | null): Uint8Array {
  const bytes: number[] = [0xff, 0xd8]
  if (orientation !== null) {
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
    const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
    bytes.push(0xff, 0xe1, 0, body.length + 2, ...body)
  }
  bytes.push(0xff, 0xe0, 0, 4, 0x4a, 0x46)
  bytes.push(0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0)
  bytes.push(0xff, 0xda, 0, 2, 0x12, 0x34, 0xff, 0xd9)
  return new Uint8Array(bytes)
}

function chunk(type: string, data: number[]): number[] {
  const length = [0, 0, (data.length >> 8) & 255, data.length & 255]
  return [...length, ...[...type].map((char) => char.charCodeAt(0)), ...data, 0, 0, 0, 0]
}

function png(colourType: number, extra: number[][] = []): Uint8Array {
  const ihdr = [0, 0, 1, 0, 0, 0, 0, 200, 8, colourType, 0, 0, 0]
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', ihdr), ...extra.flat(), ...chunk('IEND', [])])
}

describe("a photo's header, read from its bytes", () => {
  it('reads a JPEG size, its EXIF orientation and that it carries metadata', () => {
    expect(readImageHeader(jpeg(4032, 3024, 6))).toEqual({
      format: 'jpeg',
      width: 4032,
      height: 3024,
      orientation: 6,
      hasMetadata: true,
      mayHaveAlpha: false,
    })
    expect(readImageHeader(jpeg(640, 480, null))).toMatchObject({ orientation: 1, hasMetadata: false })
  })

  it('reads a PNG size, whether it may be transparent and whether it carries text or EXIF', () => {
    expect(readImageHeader(png(6))).toEqual({
      format: 'png',
      width: 256,
      height: 200,
      orientation: 1,
      hasMetadata: false,
      mayHaveAlpha: true,
    })
    expect(readImageHeader(png(2))).toMatchObject({ mayHaveAlpha: false })
    expect(readImageHeader(png(2, [chunk('tRNS', [0, 0])]))).toMatchObject({ mayHaveAlpha: true })
    expect(readImageHeader(png(2, [chunk('tEXt', [0x61, 0, 0x62])]))).toMatchObject({ hasMetadata: true })
  })

  it('reads nothing from a file that is neither', () => {
    expect(readImageHeader(new TextEncoder().encode('ftypheic and more bytes than a header needs'))).toBeNull()
  })

  it('drops the metadata and keeps every other byte', () => {
    const stripped = stripMetadata(jpeg(4032, 3024, 6))
    expect(readImageHeader(stripped)).toMatchObject({ width: 4032, height: 3024, orientation: 1, hasMetadata: false })
    expect([...stripped]).toEqual([...jpeg(4032, 3024, null)])
    const text = png(2, [chunk('tEXt', [0x61, 0, 0x62])])
    expect([...stripMetadata(text)]).toEqual([...png(2)])
  })

  it('drops the metadata of a sideways JPEG but keeps its orientation alone, so that it still shows upright', () => {
    const withIptc = jpeg(4032, 3024, 6)
    const iptc = [0xff, 0xed, 0, 6, 0x50, 0x68, 0x6f, 0x74]
    const full = new Uint8Array([...withIptc.subarray(0, 2), ...iptc, ...withIptc.subarray(2)])
    const kept = stripMetadataKeepingOrientation(full)
    expect(readImageHeader(kept)).toMatchObject({ width: 4032, height: 3024, orientation: 6 })
    // Exactly the file with an EXIF segment holding the orientation alone: the IPTC block is gone.
    expect([...kept]).toEqual([...jpeg(4032, 3024, 6)])
    expect([...stripMetadataKeepingOrientation(jpeg(4032, 3024, 1))]).toEqual([...jpeg(4032, 3024, null)])
    expect([...stripMetadataKeepingOrientation(png(2, [chunk('tEXt', [0x61, 0, 0x62])]))]).toEqual([...png(2)])
  })
})
