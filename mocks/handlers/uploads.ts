import { http, HttpResponse } from 'msw'
import { gradientPng, hsl } from '../png'
import { COUNTRIES, EXTRA_FLAGS } from '../seed-data'
import { db } from '../store'

function hashOf(text: string): number {
  let hash = 7
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return hash
}

function svg(body: string, width: number, height: number) {
  return new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    },
  )
}

function flag(code: string) {
  const stripes = COUNTRIES.find((c) => c.code === code)?.stripes ?? EXTRA_FLAGS[code] ?? ['#ccc', '#eee', '#ccc']
  return svg(stripes.map((color, i) => `<rect y="${i * 20}" width="90" height="20" fill="${color}"/>`).join(''), 90, 60)
}

function icon(path: string) {
  const hue = hashOf(path) % 360
  const pressed = path.includes('-pressed')
  return svg(`<circle cx="32" cy="32" r="30" fill="hsl(${hue} 70% ${pressed ? 35 : 55}%)"/>`, 64, 64)
}

/** Generated photos by hue and size (a path gives a hue): a few hundred at most, each made in a few milliseconds. */
const photosByHue = new Map<string, Promise<Uint8Array>>()

/** The size a seeded path asks for (`…-600x338.jpg`, as the gallery seed names them), else 400 × 300. */
export function seededPhotoSize(path: string): { width: number; height: number } {
  const match = /-(\d{2,4})x(\d{2,4})\.(?:jpe?g|png)$/.exec(path)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 400, height: 300 }
}

/** A generated raster photo for a seeded photo path: a colour from the path, so it stays the same. */
async function photo(path: string) {
  const hue = hashOf(path) % 360
  const { width, height } = seededPhotoSize(path)
  const key = `${hue}-${width}x${height}`
  let bytes = photosByHue.get(key)
  if (!bytes) {
    bytes = gradientPng(width, height, hsl(hue, 0.65, 0.6), hsl((hue + 40) % 360, 0.65, 0.4))
    photosByHue.set(key, bytes)
  }
  return new HttpResponse(await bytes, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } })
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export const uploadHandlers = [
  http.get('*/uploads/*', async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    const stored = db().files[path]
    if (stored) return new HttpResponse(fromBase64(stored.base64), { headers: { 'Content-Type': stored.contentType } })
    const flagMatch = /^\/uploads\/flags\/([a-z]+)\.svg$/.exec(path)
    if (flagMatch) return flag(flagMatch[1]!)
    return path.startsWith('/uploads/icons/') ? icon(path) : photo(path)
  }),
]
