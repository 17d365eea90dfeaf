import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * How the flows (playwright.config.ts) and the bench (bench/lib.ts) start Chromium: never a
 * downloaded browser here, Debian's chromium when it is installed; no sandbox, GPU or background
 * traffic on a headless two-core machine.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
}
