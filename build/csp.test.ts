import { describe, expect, it } from 'vitest'
import { headerPolicy, metaPolicy, originOf } from './csp'

const none = { apiUrl: '', staticUrl: '', googleMapsKey: '' }
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([first]) => first === name)
    ?.slice(1)

describe('the Content-Security-Policy of the production build (docs/security.md)', () => {
  it("is strict: no 'unsafe-inline', no eval, Trusted Types for scripts with DOMPurify's policy only", () => {
    const policy = metaPolicy(none, 'abc')
    expect(policy).not.toContain('unsafe')
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'none'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"])
    expect(directive(policy, 'trusted-types')).toEqual(['dompurify', 'default'])
  })

  it("limits images and calls to the console's, the API's and the static origin", () => {
    const policy = metaPolicy(
      { apiUrl: 'https://api.example.org/v1/', staticUrl: 'https://static.example.org/files', googleMapsKey: '' },
      'n',
    )
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.org', 'https://static.example.org'])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:', 'https://api.example.org', 'https://static.example.org'])
  })

  it("lets Google's Maps hosts and the Maps loader's policy in only when a key is configured", () => {
    expect(metaPolicy(none, 'n')).not.toContain('google')
    const policy = metaPolicy({ ...none, googleMapsKey: 'key' }, 'n')
    expect(directive(policy, 'script-src')).toContain('https://*.googleapis.com')
    expect(directive(policy, 'trusted-types')).toEqual([
      'dompurify',
      'default',
      '@googlemaps/js-api-loader',
      'google-maps-api#html',
      'goog#html',
    ])
  })

  it("with a Maps key, scripts come by the page's nonce and 'strict-dynamic', as Google's strict policy says, never by host alone", () => {
    const policy = metaPolicy({ ...none, googleMapsKey: 'key' }, 'n')
    const scripts = directive(policy, 'script-src')
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-n'", "'strict-dynamic'", 'blob:']))
    // Browsers that know 'strict-dynamic' ignore the hosts: they are the fallback of those that do not.
    expect(scripts!.indexOf("'strict-dynamic'")).toBeLessThan(scripts!.indexOf('https://*.google.com'))
    expect(directive(policy, 'frame-src')).toEqual(['https://*.google.com'])
    expect(directive(policy, 'worker-src')).toContain('blob:')
    expect(directive(metaPolicy(none, 'n'), 'script-src')).toEqual(["'self'"])
    expect(metaPolicy(none, 'n')).not.toContain('frame-src')
  })

  it('the header adds what a meta cannot carry', () => {
    expect(metaPolicy(none, 'n')).not.toContain('frame-ancestors')
    expect(headerPolicy(none, 'n')).toContain("frame-ancestors 'none'")
    expect(headerPolicy(none, 'n', 'csp')).toContain('report-to csp')
  })

  it('an origin is taken only from an absolute http(s) URL', () => {
    expect(originOf('https://api.example.org/x')).toBe('https://api.example.org')
    expect(originOf('')).toBeNull()
    expect(originOf('/api')).toBeNull()
    expect(originOf('javascript:alert(1)')).toBeNull()
  })
})
