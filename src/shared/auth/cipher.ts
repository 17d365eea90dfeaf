/**
 * Password obfuscation of the api-contract: base64(utf8(text)[i] XOR utf8(salt)[i mod len(salt)]).
 * XOR is its own inverse, so `revealPassword(obfuscatePassword(p)) === p`.
 */
/** The salt of README and the mock backend; production sets VITE_PASSWORD_SALT. */
export const DEFAULT_PASSWORD_SALT = 'directory-console-salt'

/** A salt a real backend can use: not none, and not the mock backend's, which this source publishes. */
export function isDeploySalt(salt: string): boolean {
  return salt !== '' && salt !== DEFAULT_PASSWORD_SALT
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function xorBytes(bytes: Uint8Array, salt: string): Uint8Array {
  const key = encoder.encode(salt)
  if (key.length === 0) return bytes.slice()
  return bytes.map((byte, i) => byte ^ key[i % key.length]!)
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export function obfuscatePassword(password: string, salt: string): string {
  return toBase64(xorBytes(encoder.encode(password), salt))
}

export function revealPassword(obfuscated: string, salt: string): string {
  try {
    return decoder.decode(xorBytes(fromBase64(obfuscated), salt))
  } catch {
    return ''
  }
}
