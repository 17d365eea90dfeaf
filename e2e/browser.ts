import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

/** The browser a person uses: the bench (bench/lib.ts) times what they feel in it. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/**
 * The flows' browser: Chromium's headless shell, Debian's build of it (package
 * chromium-headless-shell, installed by .ci/run). Playwright itself runs headless flows in this shell,
 * not in the whole browser: the same Blink and V8 without the browser's window machinery, it cost
 * the flows a quarter less CPU on the two-core machine (281 → 214 CPU-s on a sixth of them). Its
 * text is anti-aliased a little differently from the whole browser's, so the visual snapshots are
 * taken in it.
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** No sandbox, GPU or background traffic on a headless two-core machine. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

/** How the bench starts Chromium: never a downloaded browser here, Debian's chromium when it is installed. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args,
}

/** How the flows (playwright.config.ts) start Chromium: Debian's headless shell, or the bench's browser where it is missing. */
export const FLOWS_LAUNCH: LaunchOptions = existsSync(SYSTEM_HEADLESS_SHELL)
  ? { executablePath: SYSTEM_HEADLESS_SHELL, args }
  : CHROMIUM_LAUNCH
