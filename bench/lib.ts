import { execFileSync, spawn } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/browser'
import { SEEDED_ACCOUNTS } from '../mocks/seed'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../src/shared/auth/cipher'
import { SESSION_KEYS } from '../src/shared/auth/session'

/** BENCH_DIST measures another build folder (the default is what npm run bench builds). */
export const DIST = process.env.BENCH_DIST ?? 'dist'

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
  return chromium.launch(CHROMIUM_LAUNCH)
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

/** Builds the floor page (bench/floor/) into .bench/floor, which the mock server mounts at /__floor/. */
export function buildFloor() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], { stdio: 'inherit' })
}

/**
 * Serves a build (`DIST` unless told another folder) with this checkout's mock API in large mode
 * (10 000 organizations) and the floor at /__floor/, in a process of its own so that serving does
 * not compete with the bench's own work.
 */
export async function startMockServer(port: number, dist = DIST): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://localhost:${port}`
  const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, MOCK_LARGE: 'true', EXTRA_MOUNT: '/__floor/=.bench/floor' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npx starts tsx, which starts node, and stopping the group stops all three.
    detached: true,
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid)
    } catch {
      // already gone
    }
  }
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/__mock/faults`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error('the mock server did not start')
}
