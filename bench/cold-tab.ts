import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { SEEDED_ACCOUNTS } from '../mocks/seed'
import { loginToken, median, storeSession } from './lib'

/**
 * A new tab to content, cold: a fresh browser context (no cache, no service worker) opens a screen
 * with a stored session, and the time is read when the screen shows a piece of its data — a text
 * the API answered, looked up before the run — or, on /login, its button. `performance.now()` in the
 * page counts from the navigation's start, so the figure holds the HTML, the JS and CSS, the
 * router's loaders and the API's answers. The markers are texts, not elements, so that the same
 * bench measures any version of the console.
 */
type ColdScreen = {
  path: string
  account: keyof typeof SEEDED_ACCOUNTS | null
  /** The text the screen shows once its data is in (asked of the API with the admin's token). */
  marker: (api: (path: string) => Promise<Record<string, unknown>>) => Promise<string>
}

const first = <T>(list: unknown, pick: (item: T) => string) => pick((list as T[])[0]!)

export const COLD_SCREENS: ColdScreen[] = [
  { path: '/login', account: null, marker: () => Promise.resolve('Войти') },
  {
    path: '/organizations/view',
    account: 'admin',
    marker: async (api) =>
      first((await api('/api/organizations?page=1&per_page=100&sort_by_date=true')).organizations, (o: { name: string }) => o.name),
  },
  {
    path: '/organizations/edit?id=000000f00000000000000005',
    account: 'admin',
    marker: async (api) => ((await api('/api/organizations/000000f00000000000000005')).organization as { user: { _id: string } }).user._id,
  },
  {
    path: '/reports',
    account: 'admin',
    marker: async (api) => {
      const { countries } = (await api('/api/static-data/countries?sort=creation')) as { countries: { _id: string; name: string }[] }
      // The admin's system country is the first of its complaint countries by name (spec section 4).
      const kz = countries.find((country) => country.name === 'Казахстан')!
      return first((await api(`/api/admins/complaints?country_id=${kz._id}&type=review`)).complaints, (c: { text: string }) => c.text)
    },
  },
  {
    path: '/users',
    account: 'admin',
    marker: async (api) => first((await api('/api/admins/users?page=1&per_page=100')).users, (u: { email: string }) => u.email),
  },
  {
    path: '/admins',
    account: 'root',
    marker: async (api) => first((await api('/api/root/admins?page=1&per_page=100')).admins, (a: { email: string }) => a.email),
  },
]

type ProbeWindow = Window & { __content?: number }
type Session = { token: string; user_data: unknown }
type PreparedScreen = { screen: ColdScreen; session: Session | null; marker: string }

/** Milliseconds from the page's navigation start to the first frame showing `marker`. */
async function timeToMarker(page: Page, origin: string, path: string, marker: string): Promise<number> {
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
  await page.waitForFunction(
    (text) => {
      const probe = window as ProbeWindow
      const main = document.querySelector('main') ?? document.body
      const inputs = [...main.querySelectorAll('input')].some((input) => input.value === text)
      if (inputs || main.innerText.includes(text)) probe.__content ??= performance.now()
      return probe.__content !== undefined
    },
    marker,
    { polling: 'raf', timeout: 30_000 },
  )
  return page.evaluate(() => (window as ProbeWindow).__content!)
}

/** One cold run: a fresh context (empty HTTP cache), the session stored, the screen to its marker. */
async function coldRun(browser: Browser, origin: string, { screen, session, marker }: PreparedScreen): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  if (session) await storeSession(page, session)
  const ms = await timeToMarker(page, origin, screen.path, marker)
  await context.close()
  return ms
}

/** Each screen with its account's session and its marker, asked of the API. */
async function prepareScreens(origin: string): Promise<PreparedScreen[]> {
  return Promise.all(
    COLD_SCREENS.map(async (screen) => {
      const session = screen.account ? await loginToken(origin, screen.account) : null
      const api = async (path: string) =>
        (await (await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${session?.token ?? ''}` } })).json()) as Record<
          string,
          unknown
        >
      return { screen, session, marker: await screen.marker(api) }
    }),
  )
}

export type ColdTab = { path: string; medianMs: number; runs: number[] }

/** Each screen's median and runs, from samples by path. */
export function tabFigures(samples: Map<string, number[]>): ColdTab[] {
  return COLD_SCREENS.map((screen) => {
    const values = samples.get(screen.path) ?? []
    return { path: screen.path, medianMs: Math.round(median(values)), runs: values.map(Math.round) }
  })
}

/** Each screen `runs` times, the screens interleaved so that a passing load spreads over all of them. */
export async function measureColdTabs(browser: Browser, origin: string, runs: number): Promise<ColdTab[]> {
  const prepared = await prepareScreens(origin)
  const samples = new Map<string, number[]>(COLD_SCREENS.map((screen) => [screen.path, []]))
  for (let run = 0; run < runs; run += 1) {
    for (const one of prepared) samples.get(one.screen.path)!.push(await coldRun(browser, origin, one))
  }
  return tabFigures(samples)
}

export type WarmTabs = {
  /** Each screen once in a new tab of its account's browser; milliseconds by path. */
  round: () => Promise<Map<string, number>>
  close: () => Promise<void>
}

/**
 * A new tab in the same browser, the way the spec opens every edit: per account one context that
 * has already opened the console (its first screen stays open in the opener tab, the session is
 * stored, the HTTP cache holds what it loaded), and one uncounted new tab of every screen so that
 * each screen's own files are in the cache too. Each round then opens every screen in a new tab of
 * that context, timed as a cold tab is, and closes it.
 */
export async function openWarmTabs(browser: Browser, origin: string): Promise<WarmTabs> {
  const prepared = await prepareScreens(origin)
  const contexts = new Map<string | null, BrowserContext>()
  for (const { screen, session, marker } of prepared) {
    if (contexts.has(screen.account)) continue
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const opener = await context.newPage()
    // Stored by the opener only: the new tabs find it in the context's storage, as a person's do.
    if (session) await storeSession(opener, session)
    await timeToMarker(opener, origin, screen.path, marker)
    contexts.set(screen.account, context)
  }
  const round = async () => {
    const times = new Map<string, number>()
    for (const { screen, marker } of prepared) {
      const page = await contexts.get(screen.account)!.newPage()
      times.set(screen.path, await timeToMarker(page, origin, screen.path, marker))
      await page.close()
    }
    return times
  }
  await round()
  return { round, close: async () => void (await Promise.all([...contexts.values()].map((context) => context.close()))) }
}

/** Each screen `runs` times in a new tab of a warm browser (`openWarmTabs`). */
export async function measureWarmTabs(browser: Browser, origin: string, runs: number): Promise<ColdTab[]> {
  const warm = await openWarmTabs(browser, origin)
  const samples = new Map<string, number[]>(COLD_SCREENS.map((screen) => [screen.path, []]))
  try {
    for (let run = 0; run < runs; run += 1) for (const [path, ms] of await warm.round()) samples.get(path)!.push(ms)
  } finally {
    await warm.close()
  }
  return tabFigures(samples)
}
