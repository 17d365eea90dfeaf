import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword, revealPassword } from './cipher'

describe('password obfuscation (api-contract "Authentication")', () => {
  it('matches a vector computed by hand: "ab" XOR "xy" = [0x19, 0x1b] = "GRs="', () => {
    // 'a' 0x61 ^ 'x' 0x78 = 0x19; 'b' 0x62 ^ 'y' 0x79 = 0x1b; base64(19 1b) = GRs=
    expect(obfuscatePassword('ab', 'xy')).toBe('GRs=')
    expect(revealPassword('GRs=', 'xy')).toBe('ab')
  })

  it('cycles the salt when the password is longer: "abc" XOR "x" = [0x19, 0x1a, 0x1b] = "GRob"', () => {
    expect(obfuscatePassword('abc', 'x')).toBe('GRob')
  })

  it('round-trips Latin, digits, symbols and Cyrillic (UTF-8 bytes) with the default salt', () => {
    for (const password of ['admin1234', 'p@$$w0rd!', 'Пароль-123', 'ёжик в тумане', '', 'a'.repeat(100)]) {
      const hidden = obfuscatePassword(password, DEFAULT_PASSWORD_SALT)
      expect(hidden).toMatch(/^[A-Za-z0-9+/]*={0,2}$/)
      expect(revealPassword(hidden, DEFAULT_PASSWORD_SALT)).toBe(password)
    }
  })

  it('hides the password: the obfuscated form differs from a plain base64 and depends on the salt', () => {
    const plain = btoa('admin1234')
    expect(obfuscatePassword('admin1234', DEFAULT_PASSWORD_SALT)).not.toBe(plain)
    expect(obfuscatePassword('admin1234', 'another-salt')).not.toBe(obfuscatePassword('admin1234', DEFAULT_PASSWORD_SALT))
    expect(revealPassword(obfuscatePassword('admin1234', 'another-salt'), DEFAULT_PASSWORD_SALT)).not.toBe('admin1234')
  })

  it('an empty salt leaves the bytes as they are', () => {
    expect(obfuscatePassword('ab', '')).toBe(btoa('ab'))
  })

  it('revealing something that is not base64 gives an empty string instead of throwing', () => {
    expect(revealPassword('%%% not base64 %%%', DEFAULT_PASSWORD_SALT)).toBe('')
  })
})
