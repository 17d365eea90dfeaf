/** A minimal 40 × 30 JPEG as a phone writes it: an EXIF segment (orientation 6, then a GPS pointer) in front of its frame. */
export function phoneJpeg(name: string): File {
  return new File([phoneJpegBytes() as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg', lastModified: Date.UTC(2026, 10, 1) })
}

/** Whether the bytes still hold the EXIF pointer to a GPS position (tag 0x8825). */
export function holdsGpsPointer(bytes: Uint8Array): boolean {
  return bytes.some((byte, at) => byte === 0x88 && bytes[at + 1] === 0x25)
}

function phoneJpegBytes(): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 2, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0,
  ]
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    0,
    exif.length + 2,
    ...exif,
    0xff,
    0xc0,
    0,
    11,
    8,
    0,
    30,
    0,
    40,
    1,
    1,
    0x11,
    0,
    0xff,
    0xda,
    0,
    2,
    0x12,
    0x34,
    0xff,
    0xd9,
  ])
}
