import type { Browser, Page } from '@playwright/test'
import type { SEEDED_ACCOUNTS } from '../mocks/seed'
import { adminsText } from '../src/shared/i18n/admins'
import { complaintsText } from '../src/shared/i18n/complaints'
import { organizationFormText } from '../src/shared/i18n/organizations'
import { entryMenuText } from '../src/shared/i18n/ru'
import { shellText } from '../src/shared/i18n/shell'
import { usersText } from '../src/shared/i18n/users'
import { percentile, signedInPage } from './editor'
import { loginToken } from './lib'

type EventType = 'click' | 'keydown' | 'change'

/**
 * Installed before the page's scripts: when armed for an event type, the next such event is timed
 * from its timestamp to the next frame (requestAnimationFrame, then a task), as the editor's keys are.
 */
function interactionProbe() {
  const state = { armed: null as EventType | null, samples: [] as number[] }
  Object.assign(window, { __interaction: state })
  for (const type of ['click', 'keydown', 'change'] as const) {
    window.addEventListener(
      type,
      (event) => {
        if (state.armed !== type) return
        state.armed = null
        const start = event.timeStamp
        requestAnimationFrame(() => setTimeout(() => state.samples.push(performance.now() - start), 0))
      },
      true,
    )
  }
}

type ProbeWindow = Window & { __interaction: { armed: EventType | null; samples: number[] } }

/** Arms the probe for `type`, runs `act` (which causes one such event), waits for its sample. */
async function timed(page: Page, type: EventType, act: () => Promise<void>) {
  const count = await page.evaluate((armed) => {
    const state = (window as unknown as ProbeWindow).__interaction
    state.armed = armed
    return state.samples.length
  }, type)
  await act()
  await page.waitForFunction((before) => (window as unknown as ProbeWindow).__interaction.samples.length > before, count, {
    timeout: 30_000,
  })
}

type Interaction = {
  name: string
  path: string
  account: keyof typeof SEEDED_ACCOUNTS
  /** After the screen has loaded: what has to happen once before the samples. */
  prepare?: (page: Page) => Promise<void>
  /** One timed input and the wait for what it shows (i counts the samples of a run). */
  sample: (page: Page, i: number) => Promise<void>
}

const TABS = [complaintsText.tabs.review, complaintsText.tabs.photo]

/** The id of the complaint card that has the focus, or null. */
const focusedComplaint = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-complaint-id') ?? null)
/** How many complaint cards the open tab shows. */
const complaintCards = (page: Page) => page.locator('[data-complaint-id]').count()
/** Samples of the queue's key per run (one mock answer each, below). */
const QUEUE_SAMPLES = 5

export const INTERACTIONS: Interaction[] = [
  {
    name: 'keystroke in the organization form name field',
    path: '/organizations/create',
    account: 'admin',
    prepare: (page) => page.getByRole('textbox', { name: organizationFormText.fields.name, exact: true }).click(),
    sample: (page) => timed(page, 'keydown', () => page.keyboard.press('a')),
  },
  {
    name: 'keystroke in the users search',
    path: '/users',
    account: 'admin',
    prepare: (page) => page.getByRole('searchbox', { name: usersText.searchLabel }).click(),
    sample: (page) => timed(page, 'keydown', () => page.keyboard.press('a')),
  },
  {
    name: 'delete confirmation opening on a card',
    path: '/organizations/view',
    account: 'admin',
    sample: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(`^${entryMenuText.actions('')}`) })
        .first()
        .click()
      await page.getByRole('menu').waitFor()
      await timed(page, 'click', () => page.getByRole('menuitem', { name: entryMenuText.menu.delete, exact: true }).click())
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    },
  },
  {
    name: 'complaints tab switch',
    path: '/reports',
    account: 'admin',
    sample: async (page, i) => {
      const name = TABS[(i + 1) % 2]!
      await timed(page, 'click', () => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click())
      await page.waitForFunction(
        (label) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith(label),
        name,
      )
    },
  },
  {
    // The queue's key: S answers 'seen' and the next complaint takes the focus in the key's frame. The mock answers the
    // run's answers without doing them (a fault with the ok body), so every fresh tab finds the same queue.
    name: 'key to next complaint focused and painted',
    path: '/reports?tab=organization',
    account: 'admin',
    prepare: async (page) => {
      const fault = { path: '/api/admins/complaints', method: 'PUT', body: { status: 'ok' }, times: QUEUE_SAMPLES }
      if (!(await page.request.post(`${new URL(page.url()).origin}/__mock/faults`, { data: fault })).ok()) throw new Error('no mock fault')
      await page.keyboard.press('j')
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-complaint-id'))
    },
    sample: async (page) => {
      // A tab with one complaint left: the next tab (its key, untimed) hands the focus to its first complaint.
      if ((await complaintCards(page)) < 2) {
        const open = await page
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'))
        await page.keyboard.press(String(((open + 1) % 6) + 1))
        await page.waitForFunction(() => document.activeElement?.hasAttribute('data-complaint-id'))
      }
      const before = await focusedComplaint(page)
      await timed(page, 'keydown', () => page.keyboard.press('s'))
      await page.waitForFunction((left) => {
        const id = document.activeElement?.getAttribute('data-complaint-id')
        return Boolean(id) && id !== left
      }, before)
    },
  },
  {
    name: 'system country switch on /organizations/view',
    path: '/organizations/view',
    account: 'admin',
    sample: async (page) => {
      const select = page.getByRole('combobox', { name: shellText.country.switcherLabel })
      const options = await select.locator('option').allInnerTexts()
      const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')
      const next = options.find((option) => option.trim() !== current.trim())!
      await timed(page, 'change', async () => void (await select.selectOption({ label: next.trim() })))
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: "admin wizard's next step",
    path: '/admins',
    account: 'root',
    prepare: async (page) => {
      await page.getByRole('button', { name: adminsText.add }).click()
      const wizard = page.getByRole('dialog')
      await wizard.getByRole('textbox', { name: adminsText.wizard.displayName }).fill('Бенч Проверка')
      await wizard.getByRole('textbox', { name: adminsText.wizard.email }).fill('bench@example.com')
      await wizard.getByLabel(adminsText.wizard.password, { exact: false }).first().fill('bench123')
      await wizard.getByRole('checkbox', { name: adminsText.rights.can_edit_events, exact: true }).check()
    },
    sample: async (page) => {
      const wizard = page.getByRole('dialog')
      await timed(page, 'click', () => wizard.getByRole('button', { name: adminsText.wizard.next, exact: true }).click())
      await wizard.getByRole('button', { name: adminsText.wizard.back, exact: true }).click()
      await wizard.getByRole('button', { name: adminsText.wizard.next, exact: true }).waitFor()
    },
  },
]

export type InteractionRow = { name: string; p50: number; p95: number; samples: number[] }

/**
 * Each interaction in `runs` fresh tabs of its screen, `perRun` samples each (the screen loaded and
 * idle first); p50 and p95 over all the samples.
 */
export async function measureInteractions(browser: Browser, origin: string, runs: number, perRun = 5): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = []
  // BENCH_INTERACTION=<part of a name> measures only the interactions whose name has it.
  const only = process.env.BENCH_INTERACTION
  for (const interaction of INTERACTIONS.filter((candidate) => !only || candidate.name.includes(only))) {
    const session = await loginToken(origin, interaction.account)
    const samples: number[] = []
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await signedInPage(browser, session)
      await page.addInitScript(interactionProbe)
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
      await interaction.prepare?.(page)
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))
      for (let i = 0; i < perRun; i += 1) await interaction.sample(page, i)
      samples.push(...(await page.evaluate(() => (window as unknown as ProbeWindow).__interaction.samples)))
      await context.close()
    }
    const round = (value: number) => Math.round(value * 10) / 10
    rows.push({
      name: interaction.name,
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      samples: samples.map(round),
    })
    console.error(`interaction measured: ${interaction.name}`)
  }
  return rows
}
