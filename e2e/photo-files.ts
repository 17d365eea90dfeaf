import type { Page } from '@playwright/test'

/**
 * Phone photos for the photo flows and the bench, made in the page: a canvas-encoded JPEG at a phone's
 * quality with soft shapes and a sensor's fine noise (so it weighs what a phone photo does: about 4 MB at 12 megapixels) and a red block in the top-left corner of the stored pixels, and in
 * front of it an EXIF segment (APP1) with an orientation and a GPS position, as a phone writes it.
 */
export type PhoneJpeg = { name: string; mimeType: 'image/jpeg'; buffer: Buffer }

/** An EXIF APP1 segment: IFD0 with the orientation and a pointer to a GPS IFD holding a latitude reference. */
export function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 2 + 12 + 4)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  let offset = 8
  tiff.writeUInt16BE(2, offset)
  offset += 2
  // Orientation: SHORT, 1 value.
  tiff.writeUInt16BE(0x0112, offset)
  tiff.writeUInt16BE(3, offset + 2)
  tiff.writeUInt32BE(1, offset + 4)
  tiff.writeUInt16BE(orientation, offset + 8)
  offset += 12
  // GPSInfo: LONG, the offset of the GPS IFD.
  const gpsIfd = 8 + 2 + 2 * 12 + 4
  tiff.writeUInt16BE(0x8825, offset)
  tiff.writeUInt16BE(4, offset + 2)
  tiff.writeUInt32BE(1, offset + 4)
  tiff.writeUInt32BE(gpsIfd, offset + 8)
  offset += 12
  tiff.writeUInt32BE(0, offset)
  offset = gpsIfd
  tiff.writeUInt16BE(1, offset)
  // GPSLatitudeRef 'N'.
  tiff.writeUInt16BE(0x0001, offset + 2)
  tiff.writeUInt16BE(2, offset + 4)
  tiff.writeUInt32BE(2, offset + 6)
  tiff.write('N\0', offset + 10, 'latin1')
  tiff.writeUInt32BE(0, offset + 14)
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([header, body])
}

/** A `width` × `height` JPEG as a phone takes it: EXIF `orientation` (1 = upright) and a GPS tag. */
export async function phoneJpeg(
  page: Page,
  options: { name: string; width: number; height: number; orientation?: number; seed?: number },
): Promise<PhoneJpeg> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')!
      // No named function in here: the bench's tsx would wrap it in a helper the page does not have.
      let state = seed
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, 'hsl(200 60% 60%)')
      gradient.addColorStop(1, 'hsl(30 60% 45%)')
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      // Soft shapes (sky, walls, faces), then a sensor's fine noise: what makes a phone photo weigh 3–8 MB.
      for (let index = 0; index < 60; index++) {
        const [hue, x, y, radius] = [0, 0, 0, 0].map(() => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32) as [
          number,
          number,
          number,
          number,
        ]
        const shape = context.createRadialGradient(x * width, y * height, 0, x * width, y * height, (0.05 + radius * 0.3) * width)
        shape.addColorStop(0, `hsl(${Math.floor(hue * 360)} 55% 50% / 0.9)`)
        shape.addColorStop(1, `hsl(${Math.floor(hue * 360)} 55% 50% / 0)`)
        context.fillStyle = shape
        context.fillRect(0, 0, width, height)
      }
      const pixels = context.getImageData(0, 0, width, height)
      for (let index = 0; index < pixels.data.length; index += 4) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0
        const noise = ((state >>> 24) % 17) - 8
        pixels.data[index] = pixels.data[index]! + noise
        pixels.data[index + 1] = pixels.data[index + 1]! + noise
        pixels.data[index + 2] = pixels.data[index + 2]! + noise
      }
      context.putImageData(pixels, 0, 0)
      // The stored top-left corner, to tell which way the pixels went.
      context.fillStyle = 'rgb(255 0 0)'
      context.fillRect(0, 0, Math.round(width / 8), Math.round(height / 8))
      // Phones save at a high quality.
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
      return btoa(binary)
    },
    { width: options.width, height: options.height, seed: options.seed ?? 7 },
  )
  const jpeg = Buffer.from(base64, 'base64')
  // SOI, then the EXIF segment, then the rest of the canvas's JPEG (its own JFIF segment included).
  const buffer = Buffer.concat([jpeg.subarray(0, 2), exifSegment(options.orientation ?? 1), jpeg.subarray(2)])
  return { name: options.name, mimeType: 'image/jpeg', buffer }
}

/** Where the red block of a picture is, decoded as stored (no orientation applied): which corner is red. */
export async function redCorner(
  page: Page,
  url: string,
): Promise<{ width: number; height: number; corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | null }> {
  return page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob()
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'none' })
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const w = bitmap.width
    const h = bitmap.height
    const corners: [name: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right', x: number, y: number][] = [
      ['top-left', 4, 4],
      ['top-right', w - 5, 4],
      ['bottom-left', 4, h - 5],
      ['bottom-right', w - 5, h - 5],
    ]
    const corner =
      corners.find(([, x, y]) => {
        const [r, g, b] = context.getImageData(x, y, 1, 1).data
        return r! > 200 && g! < 60 && b! < 60
      })?.[0] ?? null
    return { width: w, height: h, corner }
  }, url)
}

/**
 * A phone photo no browser can decode: its quantization tables (the DQT segments) taken out, while its size, its EXIF
 * orientation and its GPS tag read as the phone wrote them.
 */
export async function undecodableJpeg(
  page: Page,
  options: { name: string; width: number; height: number; orientation?: number },
): Promise<PhoneJpeg> {
  const photo = await phoneJpeg(page, options)
  const bytes = photo.buffer
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let index = 2
  while (index + 4 <= bytes.length && bytes[index] === 0xff && bytes[index + 1] !== 0xda) {
    const end = index + 2 + bytes.readUInt16BE(index + 2)
    if (bytes[index + 1] !== 0xdb) kept.push(bytes.subarray(index, end))
    index = end
  }
  kept.push(bytes.subarray(index))
  return { ...photo, buffer: Buffer.concat(kept) }
}
