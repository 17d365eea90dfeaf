import { concatBytes } from '@/shared/lib/bytes'

/**
 * What a PNG or JPEG file says about itself before it is decoded: its size, the EXIF orientation, whether it carries
 * metadata (EXIF with GPS, XMP, IPTC, text chunks) and whether it may hold transparency. Read as a server would, from
 * the bytes alone; pure, for the photo worker (shared/photos/photo-worker.ts) and the mock backend.
 */
export type ImageHeader = {
  format: 'jpeg' | 'png'
  /** As stored, before the orientation is applied. */
  width: number
  height: number
  /** The EXIF orientation, 1 (upright) to 8; 1 when the file has none. */
  orientation: number
  /** EXIF, XMP, IPTC or text metadata is present (a JPEG's APP1/APP13 segments, a PNG's eXIf and text chunks). */
  hasMetadata: boolean
  /** A PNG with an alpha channel or a transparent colour (tRNS); whether a pixel is actually transparent needs the pixels. */
  mayHaveAlpha: boolean
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** PNG chunks that carry metadata rather than pixels or colour: EXIF, text (XMP lives in iTXt) and the time stamp. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME'])
/** JPEG segments that carry metadata: APP1 (EXIF, XMP) and APP13 (IPTC). APP0 (JFIF), APP2 (ICC) and APP14 (Adobe) stay. */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed])

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 33 && PNG_SIGNATURE.every((value, index) => bytes[index] === value)
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The orientation tag (0x0112) of a TIFF block (EXIF's body); 1 when absent or unreadable. */
export function tiffOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < 8) return 1
  const data = view(bytes)
  const little = bytes[start] === 0x49 && bytes[start + 1] === 0x49
  if (!little && !(bytes[start] === 0x4d && bytes[start + 1] === 0x4d)) return 1
  const ifd = start + data.getUint32(start + 4, little)
  if (ifd + 2 > end) return 1
  const count = data.getUint16(ifd, little)
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12
    if (entry + 12 > end) return 1
    if (data.getUint16(entry, little) === 0x0112) {
      const value = data.getUint16(entry + 8, little)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}

/** Each PNG chunk: its type and where its data is. */
function* pngChunks(bytes: Uint8Array): Generator<{ type: string; start: number; length: number; end: number }> {
  const data = view(bytes)
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const length = data.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    const end = offset + 12 + length
    if (end > bytes.length) return
    yield { type, start: offset + 8, length, end }
    if (type === 'IEND') return
    offset = end
  }
}

/** Each JPEG segment before the scan: its marker and where its data is (`start` after the length field). */
function* jpegSegments(bytes: Uint8Array): Generator<{ marker: number; offset: number; start: number; end: number }> {
  const data = view(bytes)
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return
    const marker = bytes[offset + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    const end = offset + 2 + data.getUint16(offset + 2)
    // A cut file: its last segment as far as it goes.
    yield { marker, offset, start: offset + 4, end: Math.min(end, bytes.length) }
    // The entropy-coded scan follows the start of scan: nothing of the header comes after it.
    if (marker === 0xda || end > bytes.length) return
    offset = end
  }
}

const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]

function readPng(bytes: Uint8Array): ImageHeader {
  const data = view(bytes)
  const colourType = bytes[25]
  let orientation = 1
  let hasMetadata = false
  let transparentColour = false
  for (const chunk of pngChunks(bytes)) {
    if (PNG_METADATA_CHUNKS.has(chunk.type)) hasMetadata = true
    if (chunk.type === 'eXIf') orientation = tiffOrientation(bytes, chunk.start, chunk.start + chunk.length)
    if (chunk.type === 'tRNS') transparentColour = true
  }
  return {
    format: 'png',
    width: data.getUint32(16),
    height: data.getUint32(20),
    orientation,
    hasMetadata,
    mayHaveAlpha: colourType === 4 || colourType === 6 || transparentColour,
  }
}

function readJpeg(bytes: Uint8Array): ImageHeader | null {
  const data = view(bytes)
  let orientation = 1
  let hasMetadata = false
  for (const segment of jpegSegments(bytes)) {
    const { marker, start, end } = segment
    if (JPEG_METADATA_MARKERS.has(marker)) hasMetadata = true
    if (marker === 0xe1 && EXIF_ID.every((value, index) => bytes[start + index] === value))
      orientation = tiffOrientation(bytes, start + 6, end)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame && start + 5 <= bytes.length)
      return {
        format: 'jpeg',
        width: data.getUint16(start + 3),
        height: data.getUint16(start + 1),
        orientation,
        hasMetadata,
        mayHaveAlpha: false,
      }
  }
  return null
}

/** The header of a PNG or JPEG file; null for anything else or a header that cannot be read. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (isPng(bytes)) return readPng(bytes)
  if (isJpeg(bytes)) return readJpeg(bytes)
  return null
}

/**
 * The same file without its metadata, pixels untouched: a JPEG without APP1 and APP13 segments, a PNG without its
 * eXIf, text and time chunks. Anything else, or a file that cannot be walked, comes back as it was.
 */
export function stripMetadata(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = []
  if (isPng(bytes)) {
    parts.push(bytes.subarray(0, 8))
    let last = 8
    for (const chunk of pngChunks(bytes)) {
      if (!PNG_METADATA_CHUNKS.has(chunk.type)) parts.push(bytes.subarray(chunk.start - 8, chunk.end))
      last = chunk.end
    }
    parts.push(bytes.subarray(last))
  } else if (isJpeg(bytes)) {
    parts.push(bytes.subarray(0, 2))
    let last = 2
    for (const segment of jpegSegments(bytes)) {
      if (segment.marker === 0xda) break
      if (!JPEG_METADATA_MARKERS.has(segment.marker)) parts.push(bytes.subarray(segment.offset, segment.end))
      last = segment.end
    }
    parts.push(bytes.subarray(last))
  } else return bytes
  return concatBytes(parts)
}

/** An EXIF APP1 segment holding the orientation alone: what a JPEG keeps of its EXIF when only its metadata is dropped. */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(2 + 2 + 6 + 8 + 2 + 12 + 4)
  const data = view(segment)
  data.setUint16(0, 0xffe1)
  data.setUint16(2, segment.length - 2)
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4)
  const tiff = 10
  segment.set([0x4d, 0x4d], tiff)
  data.setUint16(tiff + 2, 42)
  data.setUint32(tiff + 4, 8)
  data.setUint16(tiff + 8, 1)
  data.setUint16(tiff + 10, 0x0112)
  data.setUint16(tiff + 12, 3)
  data.setUint32(tiff + 14, 1)
  data.setUint16(tiff + 18, orientation)
  data.setUint32(tiff + 22, 0)
  return segment
}

/**
 * The file without its metadata but still shown the right way up: a JPEG turned by its EXIF orientation keeps an EXIF
 * segment with the orientation alone (no position, no camera, no time); anything else is `stripMetadata`'s.
 */
export function stripMetadataKeepingOrientation(bytes: Uint8Array): Uint8Array {
  const stripped = stripMetadata(bytes)
  const orientation = readImageHeader(bytes)?.orientation ?? 1
  if (!isJpeg(bytes) || orientation === 1) return stripped
  return concatBytes([stripped.subarray(0, 2), orientationSegment(orientation), stripped.subarray(2)])
}
