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
