import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PASSWORD_SALT } from '@/shared/auth/cipher'
import { env } from './env'
import { loadDeployConfig, parseDeployConfig } from './runtime-config'

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

  it('a missing file (or the dev server’s index.html in its place) keeps the build values', async () => {
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
})
