import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PASSWORD_SALT } from '@/shared/auth/cipher'
import { env } from './env'
import { DeployConfigError, loadDeployConfig, parseDeployConfig, type DeployConfigProblem } from './runtime-config'

const built = { ...env }
afterEach(() => Object.assign(env, built))

const answer = (body: unknown, type = 'application/json') =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': type } })))

describe("one build for every environment: the deploy's config.json, read at start", () => {
  it('replaces the build values it names and keeps the others', async () => {
    const load = answer({ apiUrl: 'https://api.example.org/', staticUrl: 'https://static.example.org', googleMapsKey: 'AIza-key_1' })
    await loadDeployConfig(load)
    expect(load).toHaveBeenCalledWith('/config.json')
    expect(env.apiUrl).toBe('https://api.example.org')
    expect(env.staticUrl).toBe('https://static.example.org')
    expect(env.googleMapsKey).toBe('AIza-key_1')
    expect(env.passwordSalt).toBe(DEFAULT_PASSWORD_SALT)
  })

  it('a missing file (or the dev server’s index.html in its place) keeps the build values of a demo, mock or dev build', async () => {
    await loadDeployConfig(vi.fn<typeof fetch>(() => Promise.resolve(new Response('nope', { status: 404 }))))
    await loadDeployConfig(answer('<!doctype html>', 'text/html'))
    await loadDeployConfig(vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))))
    expect(env).toEqual(built)
  })

  it('a malformed config is refused as a whole, never half-applied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const body of [
      { apiUrl: 'https://api.example.org', staticUrl: 'javascript:alert(1)' },
      { apiUrl: '//evil.example.org' },
      { apiUrl: 'https://api.example.org?x=1' },
      { googleMapsKey: 'key"><script>' },
      { passwordSalt: '' },
      { apiUrl: 42 },
      [],
      'text',
    ]) {
      expect(parseDeployConfig(body), JSON.stringify(body)).toBeNull()
      await loadDeployConfig(answer(body))
      expect(env).toEqual(built)
    }
    expect(parseDeployConfig({ apiUrl: '', other: 1 })).toEqual({ apiUrl: '' })
  })

  it('idempotency keys are off unless the deploy says its server honours them (a true or false, nothing else)', async () => {
    expect(env.idempotencyKeys).toBe(false)
    expect(parseDeployConfig({ idempotencyKeys: 'yes' })).toBeNull()
    await loadDeployConfig(answer({ apiUrl: 'https://api.example.org' }))
    expect(env.idempotencyKeys).toBe(false)
    await loadDeployConfig(answer({ idempotencyKeys: true }))
    expect(env.idempotencyKeys).toBe(true)
  })
})

describe("a release build starts only with this deploy's config.json, and only with a salt of the deploy's own", () => {
  const refusal = (problem: DeployConfigProblem): unknown => expect.objectContaining({ constructor: DeployConfigError, problem })
  const salted = { apiUrl: 'https://api.example.org', passwordSalt: 'the-deploy-salt' }

  it('a missing file, index.html in its place (an SPA fallback), no answer or a malformed file is refused, saying which', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const cases: [typeof fetch, DeployConfigProblem][] = [
      [vi.fn<typeof fetch>(() => Promise.resolve(new Response('nope', { status: 404 }))), 'missing'],
      [answer('<!doctype html>', 'text/html'), 'not-json'],
      [vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))), 'unreachable'],
      [
        vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"apiUrl": ', { headers: { 'content-type': 'application/json' } }))),
        'malformed',
      ],
      [answer({ ...salted, apiUrl: '//evil.example.org' }), 'malformed'],
    ]
    for (const [load, problem] of cases) {
      await expect(loadDeployConfig(load, { release: true }), problem).rejects.toEqual(refusal(problem))
      expect(env).toEqual(built)
    }
  })

  it("a config without a salt, or with the mock backend's, is refused when the build has none of its own either", async () => {
    for (const body of [{ apiUrl: 'https://api.example.org' }, { ...salted, passwordSalt: DEFAULT_PASSWORD_SALT }]) {
      await expect(loadDeployConfig(answer(body), { release: true })).rejects.toEqual(refusal('no-salt'))
      expect(env).toEqual(built)
    }
  })

  it("a config with the deploy's salt starts it; a build's own salt is enough where the config names none", async () => {
    await loadDeployConfig(answer(salted), { release: true })
    expect(env.passwordSalt).toBe('the-deploy-salt')
    expect(env.apiUrl).toBe('https://api.example.org')
    Object.assign(env, built, { passwordSalt: 'the-build-salt' })
    await loadDeployConfig(answer({ apiUrl: 'https://api.example.org' }), { release: true })
    expect(env.passwordSalt).toBe('the-build-salt')
    await expect(loadDeployConfig(answer({ passwordSalt: DEFAULT_PASSWORD_SALT }), { release: true })).rejects.toEqual(refusal('no-salt'))
  })
})
