import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_SALT } from '@/shared/auth/cipher'
import { env, staticUrl } from './env'

describe('environment and static URLs', () => {
  it('defaults: same-origin API, default salt, mocks off in tests', () => {
    expect(env.apiUrl).toBe('')
    expect(env.passwordSalt).toBe(DEFAULT_PASSWORD_SALT)
    expect(env.mockApi).toBe(false)
  })

  it('staticUrl prefixes relative photo, icon and flag paths with the static base', () => {
    expect(staticUrl('/uploads/flags/kz.svg')).toBe(`${env.staticUrl}/uploads/flags/kz.svg`)
    expect(staticUrl('uploads/icons/a.png')).toBe(`${env.staticUrl}/uploads/icons/a.png`)
  })

  it('staticUrl leaves absolute, data and blob URLs alone and gives "" for nothing', () => {
    for (const url of ['https://cdn.example.com/a.png', 'http://x/y.jpg', 'data:image/png;base64,AAAA', 'blob:http://localhost/123']) {
      expect(staticUrl(url)).toBe(url)
    }
    expect(staticUrl('')).toBe('')
    expect(staticUrl(null)).toBe('')
    expect(staticUrl(undefined)).toBe('')
  })
})
