import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../src/shared/auth/cipher'
import { SESSION_KEYS } from '../src/shared/auth/session'
import { SEEDED_ACCOUNTS } from '../mocks/seed'

export const DIST = 'dist'

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
}

/** Logs a seeded account in through the mock API, as the console would. */
export async function loginToken(origin: string, account: keyof typeof SEEDED_ACCOUNTS) {
  const { email, password } = SEEDED_ACCOUNTS[account]
  const response = await fetch(`${origin}/api/admins/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT) }),
  })
  return (await response.json()) as { token: string; user_data: unknown }
}

/** Makes the page start with a stored session. */
export async function storeSession(page: Page, session: { token: string; user_data: unknown }) {
  await page.addInitScript(
    ({ keys, token, profile }) => {
      localStorage.setItem(keys.token, token)
      localStorage.setItem(keys.profile, profile)
    },
    { keys: SESSION_KEYS, token: session.token, profile: JSON.stringify(session.user_data) },
  )
}
