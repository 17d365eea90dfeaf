/**
 * A small PNG encoder for the mock's generated photos: the seeded photo paths end in .jpg, and a
 * browser treats a raster picture very differently from an SVG one (each SVG image is a document
 * of its own), so the mock answers them with a raster image as the real server would.
 */

import { concatBytes } from '@/shared/lib/bytes'

type Rgb = readonly [number, number, number]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(data as BodyInit).body!.pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A diagonal gradient from `from` (top left) to `to` (bottom right), as PNG bytes. */
export async function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Promise<Uint8Array> {
  // Each row: filter type 1 (difference from the pixel on the left), which a gradient compresses well.
  const row = 1 + width * 3
  const raw = new Uint8Array(row * height)
  // The colour depends on x + y only: one ramp of colours serves every row.
  const span = width + height - 2
  const ramp = new Uint8Array((span + 1) * 3)
  for (let step = 0; step <= span; step += 1) {
    for (let c = 0; c < 3; c += 1) ramp[step * 3 + c] = Math.round(from[c]! + ((to[c]! - from[c]!) * step) / span)
  }
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 1
    for (let i = 0; i < width * 3; i += 1) {
      const here = ramp[y * 3 + i]!
      raw[y * row + 1 + i] = i < 3 ? here : (here - ramp[y * 3 + i - 3]! + 256) & 0xff
    }
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array()),
  ]
  return concatBytes(parts)
}

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as RGB bytes. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}
