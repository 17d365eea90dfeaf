/** A 1×1 PNG, enough for the photo pickers and the mock backend's type check. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

export function pngFiles(count: number, prefix = 'photo') {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64'),
  }))
}

export const textFile = () => ({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** The PNG with an eXIf chunk after its header holding an EXIF orientation, as some phones and editors write it. */
export function withExifOrientation(png: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0])
  const typeAndData = Buffer.concat([Buffer.from('eXIf', 'latin1'), tiff])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(tiff.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  // The signature (8 bytes) and IHDR (25) come first.
  return Buffer.concat([png.subarray(0, 33), length, typeAndData, crc, png.subarray(33)])
}
