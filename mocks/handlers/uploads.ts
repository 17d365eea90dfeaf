import { http, HttpResponse } from 'msw'
import { db } from '../store'
import { COUNTRIES, EXTRA_FLAGS } from '../seed-data'

function hashOf(text: string): number {
  let hash = 7
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return hash
}

function svg(body: string, width: number, height: number) {
  return new HttpResponse(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  })
}

function flag(code: string) {
  const stripes = COUNTRIES.find((c) => c.code === code)?.stripes ?? EXTRA_FLAGS[code] ?? ['#ccc', '#eee', '#ccc']
  return svg(stripes.map((color, i) => `<rect y="${i * 20}" width="90" height="20" fill="${color}"/>`).join(''), 90, 60)
}

/** A generated picture for a seeded photo or icon path: a colour from the path, so it stays the same. */
function placeholder(path: string) {
  const hue = hashOf(path) % 360
  const pressed = path.includes('-pressed')
  if (path.startsWith('/uploads/icons/')) {
    return svg(`<circle cx="32" cy="32" r="30" fill="hsl(${hue} 70% ${pressed ? 35 : 55}%)"/>`, 64, 64)
  }
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 40%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="80" r="40" fill="rgba(255,255,255,.35)"/><path d="M0 300 L140 150 L240 240 L300 190 L400 300Z" fill="rgba(255,255,255,.3)"/>`,
    400,
    300,
  )
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export const uploadHandlers = [
  http.get('*/uploads/*', ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    const stored = db().files[path]
    if (stored) return new HttpResponse(fromBase64(stored.base64), { headers: { 'Content-Type': stored.contentType } })
    const flagMatch = /^\/uploads\/flags\/([a-z]+)\.svg$/.exec(path)
    if (flagMatch) return flag(flagMatch[1]!)
    return placeholder(path)
  }),
]
