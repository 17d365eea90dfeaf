/**
 * Serves a production build (dist/) with a fallback to index.html, and answers /api, /uploads and
 * /__mock with the mock backend's handlers. Playwright and the bench run against it, so they test
 * the very bundle that ships, without a service worker.
 *
 *   PORT=4173 DIST_DIR=dist npm run serve
 */
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { CSP_META, cspMetaTag, metaPolicy, securityHeaders, UPLOADS_HEADERS, type PolicyOrigins } from '../build/csp.ts'
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
  // Users' files on the console's own origin, as a deploy with an empty staticUrl serves them (deploy/).
  if (url.pathname.startsWith('/uploads/')) Object.assign(outHeaders, UPLOADS_HEADERS)
  res.writeHead(response.status, outHeaders)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The deploy's config.json as served: the build's file, or the one a test put in its place
 * (`PUT /__mock/config`, until `DELETE /__mock/config` or a reset), so one dist/ is seen as two deploys.
 */
let servedConfig: Record<string, unknown> | null = null

async function deployConfig(root: string): Promise<Record<string, unknown>> {
  if (servedConfig) return servedConfig
  return JSON.parse(await readFile(join(root, 'config.json'), 'utf8').catch(() => '{}')) as Record<string, unknown>
}

const originsOf = (config: Record<string, unknown>): PolicyOrigins => ({
  apiUrl: typeof config.apiUrl === 'string' ? config.apiUrl : '',
  staticUrl: typeof config.staticUrl === 'string' ? config.staticUrl : '',
  googleMapsKey: typeof config.googleMapsKey === 'string' ? config.googleMapsKey : '',
})

const BUILD_NONCE = /<meta property="csp-nonce" nonce="([^"]+)"/

/**
 * `CSP_REPORT_ONLY=true npm run serve`: the policy is only reported, never enforced (no meta, the header as
 * Content-Security-Policy-Report-Only), to see what a real Maps key's script would need (docs/security.md "The map").
 */
const REPORT_ONLY = process.env.CSP_REPORT_ONLY === 'true'

/**
 * index.html of a build with a policy (build/csp.ts): a fresh nonce for this response in place of the
 * build's, the policy rebuilt from the config served, in the <meta> and as headers (with what only a
 * header carries). A mock build has no policy: it is served as it is.
 */
async function serveIndex(res: ServerResponse, root: string, file: string) {
  const html = await readFile(file, 'utf8')
  const buildNonce = BUILD_NONCE.exec(html)?.[1]
  if (!buildNonce) {
    res.writeHead(200, { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache' }).end(html)
    return
  }
  const nonce = randomBytes(16).toString('base64')
  const origins = originsOf(await deployConfig(root))
  const page = html.replaceAll(buildNonce, nonce).replace(CSP_META, REPORT_ONLY ? '' : cspMetaTag(metaPolicy(origins, nonce)))
  const { 'Content-Security-Policy': policy, ...others } = securityHeaders(origins, nonce)
  const headers = { ...others, [REPORT_ONLY ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: policy }
  res.writeHead(200, { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache', ...headers }).end(page)
}

async function serveConfig(res: ServerResponse, root: string) {
  res.writeHead(200, { 'Content-Type': MIME['.json']!, 'Cache-Control': 'no-cache' }).end(JSON.stringify(await deployConfig(root)))
}

/** The test control of the served config.json; a reset of the mock (`/__mock/reset`) serves the build's again. */
async function controlConfig(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'PUT') {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    servedConfig = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
  } else servedConfig = null
  res.writeHead(200, { 'Content-Type': MIME['.json']! }).end(JSON.stringify({ status: 'ok' }))
}

/**
 * The API answered to another origin (a deploy whose config.json names this server as its API, seen
 * from the console on another origin): CORS for that origin, the preflight answered here.
 */
function allowCrossOrigin(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (!origin) return false
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
    'Access-Control-Max-Age': '600',
  })
  res.end()
  return true
}

async function serveStatic(res: ServerResponse, root: string, pathname: string) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  if (safe === '/config.json') return serveConfig(res, root)
  let file = join(root, safe)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) file = join(root, 'index.html')
  if (file === join(root, 'index.html')) return serveIndex(res, root, file)
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
    if (url.pathname.startsWith('/api/') && allowCrossOrigin(req, res)) return
    if (url.pathname === '/__mock/reset') servedConfig = null
    const work =
      url.pathname === '/__mock/config'
        ? controlConfig(req, res)
        : MOCK_PATH.test(url.pathname)
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
