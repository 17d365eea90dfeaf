import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSP_META, cspMetaTag, headerPolicy, metaPolicy, securityHeaders, UPLOADS_HEADERS, type PolicyOrigins } from './csp'

const read = (name: string) => readFileSync(resolve(import.meta.dirname, '../deploy', name), 'utf8')

/** What each server's file writes, and how it names the nonce of the response. */
const SERVERS = [
  {
    file: 'nginx.conf',
    nonce: '$request_id',
    policy: /add_header Content-Security-Policy "([^"]*'nonce-[^"]*)" always;/,
    header: (name: string, value: string) => `add_header ${name} "${value}" always;`,
    uploads: /location \/uploads\/ \{([^}]*)\}/,
    rewrites: (text: string) => [...text.matchAll(/sub_filter '([^']*)' '([^']*)';/g)].map(([, from, to]) => [from!, to!] as const),
    // nginx writes the variable itself in place of $request_id.
    filled: (to: string) => to,
  },
  {
    file: 'apache.conf',
    nonce: '%{base64:%{reqenv:UNIQUE_ID}}',
    policy: /Header always set Content-Security-Policy "expr=([^"]*)"/,
    header: (name: string, value: string) => `Header always set ${name} "${value}"`,
    uploads: /<Location "\/uploads\/">([\s\S]*?)<\/Location>/,
    rewrites: (text: string) => [...text.matchAll(/Substitute 's\|([^|]*)\|([^|]*)\|n'/g)].map(([, from, to]) => [from!, to!] as const),
    // mod_include fills the echo with the same base64 text the header's expression computes.
    filled: (to: string) => to.replace('<!--#echo encoding="base64" var="UNIQUE_ID" -->', '%{base64:%{reqenv:UNIQUE_ID}}'),
  },
]

/** index.html as the production build writes it: the meta policy first, the build's nonce on Vite's tags. */
const builtIndex = (nonce: string) =>
  [
    cspMetaTag(metaPolicy({ apiUrl: '', staticUrl: '', googleMapsKey: '' }, nonce)),
    `<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"  nonce="${nonce}"/>`,
    `<meta property="csp-nonce" nonce="${nonce}">`,
    `<script type="module" crossorigin src="/assets/index-A1.js" nonce="${nonce}"></script>`,
    `<link rel="stylesheet" crossorigin href="/assets/index-B2.css" nonce="${nonce}">`,
  ].join('\n')

describe.each(SERVERS)('deploy/$file serves the policy as built, with a nonce per response', (server) => {
  const text = read(server.file)
  const stated = JSON.parse(/config\.json: (\{.*\})/.exec(text)![1]!) as PolicyOrigins

  it("sends build/csp.ts's header policy for the config.json it states, with the response's nonce", () => {
    expect(server.policy.exec(text)?.[1]).toBe(headerPolicy(stated, server.nonce))
  })

  it('sends every other security header of the build beside it', () => {
    const { 'Content-Security-Policy': _policy, ...others } = securityHeaders(stated, server.nonce)
    for (const [name, value] of Object.entries(others)) expect(text).toContain(server.header(name, value))
  })

  it("turns the build's nonce into the response's and the build's meta policy off", () => {
    let page = builtIndex('QnVpbGROb25jZQ==')
    for (const [from, to] of server.rewrites(text)) page = page.replaceAll(from, server.filled(to))
    expect(page).not.toMatch(CSP_META)
    const nonces = [...page.matchAll(/ nonce="([^"]*)"/g)].map(([, nonce]) => nonce)
    expect(nonces).toHaveLength(4)
    expect(new Set(nonces)).toEqual(new Set([server.nonce]))
  })

  it("serves users' uploads sandboxed and never sniffed", () => {
    const uploads = server.uploads.exec(text)?.[1] ?? ''
    for (const [name, value] of Object.entries(UPLOADS_HEADERS)) expect(uploads).toContain(server.header(name, value))
  })

  it('never caches index.html (its nonce is new each time) or config.json, and caches the hashed assets for good', () => {
    expect(text).toMatch(/no-store/)
    expect(text).toMatch(/no-cache/)
    expect(text).toContain('public, max-age=31536000, immutable')
  })
})
