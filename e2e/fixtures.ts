import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import type { Emptiable } from '../mocks/handlers/control'
import { startServer } from '../mocks/server'
import type { CallRecord, Fault, Latency } from '../mocks/store'
import { COLOR_SCHEME_KEY } from '../src/app/color-scheme'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../src/shared/auth/cipher'
import { SESSION_KEYS } from '../src/shared/auth/session'
import { SEEDED_ACCOUNTS, type AccountName } from './accounts'
import { layoutProblemsAtWidths } from './layout'
import { expectMantineStyled } from './mantine'

/** Controls the mock backend of the server under test (mocks/handlers/control.ts, docs/mock-api.md). */
export class MockBackend {
  constructor(private readonly request: APIRequestContext) {}

  /** Reset all: a fresh seed (the normal one unless `large`), no faults, a normal network, no logged calls. */
  async reset(options: { large?: boolean } = {}) {
    expect((await this.request.post('/__mock/reset', { data: options })).ok()).toBe(true)
  }

  /** Injects a delay, an error status, a malformed body or a network failure for matching calls; returns it with its id. */
  async fault(fault: Fault): Promise<Fault> {
    const response = await this.request.post('/__mock/faults', { data: fault })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { fault: Fault }).fault
  }

  /** Clears one fault by the id `fault()` returned. */
  async clearFault(id: string) {
    expect((await this.request.delete(`/__mock/faults/${id}`)).ok()).toBe(true)
  }

  async clearFaults() {
    expect((await this.request.delete('/__mock/faults')).ok()).toBe(true)
  }

  /** Holds every API answer back: milliseconds, or 'random' for 0–3 s per call; 0 for none. */
  async latency(latency: Latency) {
    expect((await this.request.post('/__mock/network', { data: { latency } })).ok()).toBe(true)
  }

  /** Every API call fails as with no connection until `offline(false)`. */
  async offline(offline = true) {
    expect((await this.request.post('/__mock/network', { data: { offline } })).ok()).toBe(true)
  }

  /** Empties a collection to show an empty state: articles of one country (`countryId`) or all; template photos of `categoryId`. */
  async empty(collection: Emptiable, scope: { countryId?: string; categoryId?: string } = {}) {
    const data = {
      collection,
      ...(scope.countryId ? { country_id: scope.countryId } : {}),
      ...(scope.categoryId ? { category_id: scope.categoryId } : {}),
    }
    expect((await this.request.post('/__mock/empty', { data })).ok()).toBe(true)
  }

  /** The large seed (10 000 organizations and 10 000 events) in place of the data, faults and network kept; `large(false)` goes back. */
  async large(large = true) {
    expect((await this.request.post('/__mock/seed', { data: { large } })).ok()).toBe(true)
  }

  /** The last API calls the mock answered, newest first (method, path, status, time, bodies). */
  async calls() {
    const response = await this.request.get('/__mock/calls')
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { calls: CallRecord[] }).calls
  }

  /** Logs in through the API and returns the token and profile as the console stores them. */
  async login(account: AccountName) {
    const { email, password } = SEEDED_ACCOUNTS[account]
    const response = await this.request.post('/api/admins/login', {
      data: { email, password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT) },
    })
    expect(response.ok()).toBe(true)
    return (await response.json()) as { token: string; user_data: Record<string, unknown> }
  }
}

/** Starts the page with a stored session of `account`, as if it had logged in before. */
export async function signIn(page: Page, mock: MockBackend, account: AccountName, extra: Record<string, string> = {}) {
  const { token, user_data } = await mock.login(account)
  const entries = { [SESSION_KEYS.token]: token, [SESSION_KEYS.profile]: JSON.stringify(user_data), ...extra }
  await page.addInitScript((values) => {
    // Only once per test: a logout must stay a logout after a reload.
    if (sessionStorage.getItem('e2e-signed-in')) return
    sessionStorage.setItem('e2e-signed-in', '1')
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}

/** A tab of another admin: a browser of its own (a new context, with the project's options), signed in as `account`. */
export async function signInElsewhere(browser: Browser, mock: MockBackend, account: AccountName): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, mock, account)
  return page
}

/**
 * Replaces the stored session of the page's origin (the page must show the console) with that of
 * `account`, as a sign-in in another tab would; the next navigation starts with it.
 */
export async function switchSession(page: Page, mock: MockBackend, account: AccountName) {
  const { token, user_data } = await mock.login(account)
  await page.evaluate(
    ([keys, token, profile]) => {
      for (const key of Object.values(keys)) localStorage.removeItem(key)
      localStorage.setItem(keys.token, token)
      localStorage.setItem(keys.profile, profile)
    },
    [SESSION_KEYS, token, JSON.stringify(user_data)] as const,
  )
}

/** The axe-core that @axe-core/playwright itself injects (the same version and rules). */
const requireFromHere = createRequire(import.meta.url)
const axeSource = readFileSync(createRequire(requireFromHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core in the page as it is now. AxeBuilder's default run injects axe-core twice per call
 * and finishes in a second, blank page (several seconds on a 100-card list on CI's two cores);
 * here axe-core is injected once per document and `axe.run` runs in place, with the same rules.
 * A page with frames keeps AxeBuilder, which reaches into them.
 */
async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page })
    if (rules) builder.withRules(rules)
    return (await (include ? builder.include(include) : builder).analyze()).violations
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Only the violations travel back, and only they are gathered (`resultTypes`): the passes would list every checked node.
  return page.evaluate(
    async ({ include, rules }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }
      const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) }
      return (await axe.run(include ? { include: [include], exclude: [] } : document, options)).violations
    },
    { include, rules },
  )
}

/** The axe rules whose outcome depends on colours: all a change of colour scheme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Waits until the page has settled: two frames in a row with no finite animation or transition
 * running (a modal fading in, a collapse opening) where the page is rendered. Spinners and other
 * endless animations are left to run. A check on a page mid-transition measures half-transparent
 * text (axe's color-contrast) and half-open boxes (the layout check).
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    // The console's webfont swaps in when it arrives: boxes measured before would change.
    await document.fonts.ready
    // A frame the browser really renders: a test's installed clock fakes requestAnimationFrame, whose callbacks then
    // run on timers, ahead of the rendering that fires `resize` (a resized viewport's popovers are placed on it). A
    // ResizeObserver reports its first observation in the next rendering step, whatever the clock.
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(document.documentElement)
      })
    const finite = (animation: Animation) => animation.effect?.getComputedTiming().endTime !== Infinity
    // A part the browser skips rendering (`content-visibility: auto` off screen: a long list's far cards) does not
    // run its animations until it is shown, so their `finished` never comes; nothing there is painted either.
    const rendered = (animation: Animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return target === null || target.checkVisibility({ contentVisibilityAuto: true })
    }
    for (let quietFrames = 0; quietFrames < 2;) {
      await nextFrame()
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && finite(animation) && rendered(animation))
      if (running.length === 0) quietFrames += 1
      else {
        quietFrames = 0
        // A cancelled animation (the element left the page) rejects `finished`: that is settled too.
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
      }
    }
  })
}

/**
 * No axe violation of any impact on the page once it has settled; with `include` (a CSS
 * selector, e.g. an open modal's `[role="dialog"]`) only in that part, when the rest was checked
 * before.
 */
export async function expectAccessible(page: Page, include?: string) {
  // A modal that opens lazily may not be in the page yet when the step that opens it returns.
  if (include) await expect(page.locator(include).first()).toBeVisible()
  await settled(page)
  expect(await axeProblems(page, include)).toEqual([])
}

/** axe's violations on the page as it is now, one line each. */
async function axeProblems(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  const violations = await axeViolations(page, include, rules)
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** Whether the page follows the system's colour scheme: its admin chose none in the account block (or 'auto'). */
async function followsSystemScheme(page: Page): Promise<boolean> {
  // A page without storage (a test page set as content) has no choice either.
  const chosen = await page.evaluate((key) => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }, COLOR_SCHEME_KEY)
  return chosen === null || chosen === 'auto'
}

/**
 * Runs `check` with the page in the dark colour scheme, then turns it back. The console follows the
 * system's scheme unless the admin chose one (the account block's switch): the browser is told the system
 * is dark, and the page must follow it. A page whose admin chose a scheme stays in it, and `check`
 * runs in that one.
 */
export async function inDarkScheme(page: Page, check: () => Promise<void>) {
  const root = page.locator('html')
  const follows = await followsSystemScheme(page)
  await emulateScheme(page, 'dark', follows)
  if (follows) await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark')
  try {
    await check()
  } finally {
    await emulateScheme(page, 'light', follows)
  }
  if (follows) await expect(root).not.toHaveAttribute('data-mantine-color-scheme', 'dark')
}

/**
 * Tells the browser the system's scheme is `scheme` and, where the page follows it, returns once the page has taken it
 * (or after 5 s, for the caller's assertion to say what is wrong): the moment it happens, not at the next poll.
 */
async function emulateScheme(page: Page, scheme: 'light' | 'dark', follows: boolean) {
  const taken = follows
    ? await page.evaluateHandle((scheme) => {
        const root = document.documentElement
        const now = () => root.getAttribute('data-mantine-color-scheme') === scheme
        return {
          done: new Promise<void>((resolve) => {
            if (now()) return resolve()
            const observer = new MutationObserver(() => {
              if (!now()) return
              observer.disconnect()
              resolve()
            })
            observer.observe(root, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] })
            setTimeout(() => {
              observer.disconnect()
              resolve()
            }, 5_000)
          }),
        }
      }, scheme)
    : null
  await page.emulateMedia({ colorScheme: scheme })
  if (taken) {
    await taken.evaluate((probe) => probe.done)
    await taken.dispose()
  }
}

/**
 * What a person sees is right: every Mantine part with its style rules (e2e/mantine.ts), laid out
 * from 1280 to 1920 px (e2e/layout.ts) and clean under axe, in the light scheme and again in the
 * dark one (there axe's colour rules: a scheme changes colours, not boxes); a page in the scheme
 * its admin chose, in that one. Every screen and state of the flows ends its step with this.
 */
export async function expectWellShown(page: Page, include?: string) {
  if (include) await expect(page.locator(include).first()).toBeVisible()
  // First, as the likely cause of what the other checks would find: a part drawn without its styles.
  await settled(page)
  await expectMantineStyled(page)
  for (const [check, problems] of await wellShownProblems(page, include)) expect(problems, check).toEqual([])
}

/**
 * The checks of `expectWellShown` after the Mantine one, without failing: what each found (nothing
 * when it passed), under the name its failure carries. For a pass that reports a state and goes on
 * to the next (e2e/dev/smoke.spec.ts).
 */
export async function wellShownProblems(page: Page, include?: string): Promise<[check: string, problems: string[]][]> {
  const found: [string, string[]][] = [['laid out from 1280 to 1920 px', await layoutProblemsAtWidths(page, settled)]]
  await settled(page)
  found.push(['axe', await axeProblems(page, include)])
  // A page in the scheme its admin chose stays in it: the dark pass would check the same page again.
  if (!(await followsSystemScheme(page))) return found
  // A scheme changes colours, not boxes: the dark pass asks axe's colour rules only.
  await inDarkScheme(page, async () => {
    await settled(page)
    found.push(['axe in the dark scheme', await axeProblems(page, include, COLOUR_RULES)])
  })
  return found
}

/**
 * Closes the open `dialog` with `press` (Escape, its cancel or × button) and checks that it closes as a Mantine Modal
 * kept mounted does (docs/architecture.md, 'Loading code lazily'): the focus comes back to `opener`, the element that
 * opened it, while the dialog is still shown (its close transition runs: it was not unmounted at once), and the dialog
 * is gone once the transition has ended.
 */
export async function expectClosesBackTo(dialog: Locator, opener: Locator, press: () => Promise<unknown>) {
  await expect(dialog).toBeVisible()
  await expect(opener).not.toBeFocused()
  // Armed before the press: whether the dialog is still shown at the moment the focus comes back.
  const back = await opener.elementHandle()
  const probe = await dialog.evaluateHandle(
    (shown, back) => ({
      shownAtReturn: new Promise<boolean>((resolve) =>
        back?.addEventListener('focus', () => resolve(shown.isConnected && shown.checkVisibility()), { once: true }),
      ),
    }),
    back,
  )
  await press()
  await expect(opener).toBeFocused()
  expect(await probe.evaluate((watch) => watch.shownAtReturn), 'the dialog is still shown, closing, as the focus comes back').toBe(true)
  await expect(dialog).toBeHidden()
  await probe.dispose()
  await back?.dispose()
}

/**
 * Every violation of the page's Content-Security-Policy (Trusted Types included) in any page of the
 * test's context, one line each: the console's policy (build/csp.ts) must never be broken by its own
 * code. A test that breaks it on purpose takes what it caused with `take()`; what is left fails the test.
 */
export class PolicyViolations {
  private readonly seen: string[] = []
  add(line: string) {
    this.seen.push(line)
  }
  /** The violations so far, taken away from the check at the end of the test. */
  take(): string[] {
    return this.seen.splice(0)
  }
  private handlersRefused = false
  /**
   * The test puts markup with an inline handler (`<img onerror=…>`) before the sanitizer: the browser
   * reports each handler it refuses while parsing that markup, though none would run. Those reports
   * are then expected, from here to the end of the test; every other one still fails it.
   */
  expectRefusedInlineHandlers() {
    this.handlersRefused = true
  }
  get left(): readonly string[] {
    return this.handlersRefused ? this.seen.filter((line) => !line.startsWith('script-src-attr: inline ')) : this.seen
  }
}

type WorkerFixtures = {
  /**
   * The folder of the build that this worker serves with a mock backend of its own (the `console`
   * project's `dist`), or null where the project's `baseURL` points at a server that holds no state
   * (the in-browser mock builds).
   */
  consoleDist: string | null
  /** This worker's server: the build and a mock backend that no other worker's tests touch. */
  consoleServer: { url: string } | null
}

type Fixtures = {
  policyViolations: PolicyViolations
  mock: MockBackend
  /** Signs in as a seeded account before the page opens. */
  loginAs: (account: AccountName) => Promise<void>
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  consoleDist: [null, { option: true, scope: 'worker' }],
  consoleServer: [
    async ({ consoleDist }, use) => {
      if (!consoleDist) return use(null)
      // Each worker runs its own server in its own process, so flows run in parallel and each one's
      // reset, faults and latency reach only its own pages.
      const server = await startServer({ port: 0, root: consoleDist })
      await use({ url: `http://localhost:${(server.address() as AddressInfo).port}` })
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL, consoleServer }, use) => {
    await use(consoleServer?.url ?? baseURL)
  },
  policyViolations: [
    async ({ context }, use) => {
      const violations = new PolicyViolations()
      await context.exposeBinding('__reportPolicyViolation', (_source, line: string) => violations.add(line))
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation: (line: string) => void }).__reportPolicyViolation
          void report(
            `${event.effectiveDirective}: ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} (${event.sample})`,
          )
        })
      })
      await use(violations)
      expect(violations.left, 'no violation of the Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
  mock: [
    async ({ request }, use) => {
      const mock = new MockBackend(request)
      // Every test starts from a fresh seed with no faults.
      await mock.reset()
      await use(mock)
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    // A closed tab leaves the test's page behind it in the background, where Chromium throttles animation frames (every
    // transition and Playwright's stability check then waits for them): the person would look at it next, so it comes to the front.
    page.context().on('page', (tab) => tab.on('close', () => void page.bringToFront().catch(() => undefined)))
    await use(page)
  },
  loginAs: async ({ page, mock }, use) => {
    await use((account) => signIn(page, mock, account))
  },
})

export { expect }
