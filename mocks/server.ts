/**
 * Serves a production build (dist/) with a fallback to index.html, and answers /api, /uploads and
 * /__mock with the mock backend's handlers. Playwright and the bench run against it, so they test
 * the very bundle that ships, without a service worker.
 *
 *   PORT=4173 DIST_DIR=dist npm run serve
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { handlers } from './handlers'
import { resetDb } from './store'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

const MOCK_PATH = /^\/(api|uploads|__mock)\//

async function answerFromMocks(req: IncomingMessage, res: ServerResponse, url: URL) {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  })
  const response = await getResponse(handlers, request)
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'error', message: 'Not found' }))
    return
  }
  if (response.type === 'error') {
    // An injected network failure: close the connection without an answer.
    req.socket.destroy()
    return
  }
  const outHeaders: Record<string, string> = {}
  response.headers.forEach((value, key) => (outHeaders[key] = value))
  res.writeHead(response.status, outHeaders)
  res.end(Buffer.from(await response.arrayBuffer()))
}

async function serveStatic(res: ServerResponse, root: string, pathname: string) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, safe)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) file = join(root, 'index.html')
  const immutable = file.includes(`${join(root, 'assets')}`)
  res.writeHead(200, {
    'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  createReadStream(file).pipe(res)
}

type ServerOptions = {
  port: number
  root: string
  large?: boolean
  /** Extra static folders by URL prefix (the bench's floor page). */
  mounts?: Record<string, string>
}

export function startServer(options: ServerOptions) {
  resetDb({ large: Boolean(options.large) })
  const root = resolve(options.root)
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => [prefix, resolve(dir)] as const)
  const server = createServer((req, res) => {
    // No keep-alive: Chromium silently repeats a request whose reused connection drops without an
    // answer, which would swallow an injected network failure ({network: true, times: 1}).
    res.setHeader('Connection', 'close')
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    const mount = mounts.find(([prefix]) => url.pathname.startsWith(prefix))
    const work = MOCK_PATH.test(url.pathname)
      ? answerFromMocks(req, res, url)
      : mount
        ? serveStatic(res, mount[1], url.pathname.slice(mount[0].length - 1))
        : serveStatic(res, root, url.pathname)
    work.catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  return new Promise<typeof server>((done) => server.listen(options.port, '127.0.0.1', () => done(server)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT) || 4173
  // EXTRA_MOUNT=/prefix/=folder serves another static folder (the bench's floor page).
  const [prefix, dir] = (process.env.EXTRA_MOUNT ?? '').split('=')
  const mounts = prefix && dir ? { [prefix]: dir } : {}
  void startServer({ port, root: process.env.DIST_DIR ?? 'dist', large: process.env.MOCK_LARGE === 'true', mounts }).then(() =>
    console.log(`Console with the mock API: http://localhost:${port}`),
  )
}
