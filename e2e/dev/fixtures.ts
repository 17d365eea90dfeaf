import { fileURLToPath } from 'node:url'
import { expect, test as base, type Page } from '@playwright/test'
import type { Fault } from '../../mocks/store'
import { settled, wellShownProblems } from '../fixtures'
import { unstyledMantineParts } from '../mantine'
import { Shell } from '../pages/shell.page'

/**
 * The dev server's smoke pass (e2e/dev/smoke.spec.ts) runs the console as `npm start` serves it: the
 * page's API calls are answered by the mock inside the page (MSW), whose data lives in the page's
 * localStorage. Each test has a fresh browser context, so it starts from a fresh seed; the Node
 * mock server of the production flows (e2e/fixtures.ts' MockBackend) is not involved. So the tests
 * share nothing and run side by side.
 */

/**
 * The admin's browser state once signed in through the login form (its localStorage: the session and
 * the mock's store, a fresh seed), kept by the warm-up (e2e/dev/warm-up.setup.ts) for the tests that
 * start signed in as the admin: `test.use({ storageState: SIGNED_IN_ADMIN })`. One sign-in through
 * the form for all of them; the root's test signs in through the form itself.
 */
export const SIGNED_IN_ADMIN = fileURLToPath(new URL('../../test-results/dev-smoke/admin.json', import.meta.url))

/** The in-page mock's control API (docs/mock-api.md), called from the page as a developer would from its console. */
export class PageMock {
  constructor(private readonly page: Page) {}

  /** Adds a fault for matching calls (the page must show the console: the mock answers only there). */
  async fault(fault: Fault) {
    const status = await this.page.evaluate(async (body) => {
      const response = await fetch('/__mock/faults', { method: 'POST', body: JSON.stringify(body) })
      return response.status
    }, fault)
    expect(status).toBe(200)
  }
}

/**
 * How long the first screen of a new tab may take to show: the dev server serves the console as
 * some 400 modules, one request each, and on a busy two-core machine that took up to half a minute.
 */
export const FIRST_LOAD = { timeout: 60_000 }

type Fixtures = {
  /** Opens `path` (the first screen when absent) in a tab already signed in (`SIGNED_IN_ADMIN`) and waits for the console's frame. */
  openSignedIn: (path?: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
  openSignedIn: async ({ page }, use) => {
    await use(async (path = '/') => {
      await page.goto(path)
      await expect(new Shell(page).nav()).toBeVisible(FIRST_LOAD)
      if (path !== '/') await expect(page).toHaveURL((url) => url.pathname === path)
    })
  },
})

/**
 * One state of a screen (named `state` in a failure) as a person sees it: every Mantine part with its
 * style rules, then the layout check and axe in both schemes, as `expectWellShown` checks them
 * (`include` scopes axe to a part, e.g. an open dialog, when the page behind was checked before).
 *
 * Failures are soft, so that a failed run reports every state that is wrong, not only the first. A
 * state drawn without some of its Mantine styles is reported for that alone: its layout and axe
 * would fail for the same missing style sheets.
 */
export async function expectShownAsBuilt(page: Page, state: string, include?: string) {
  // A closed select may keep its list of options in the page, hidden: the open one is the visible one.
  if (include) await expect(page.locator(include).filter({ visible: true }).first()).toBeVisible()
  await settled(page)
  const unstyled = await unstyledMantineParts(page)
  expect.soft(unstyled, `${state}: Mantine parts without style rules`).toEqual([])
  if (unstyled.length > 0) return
  for (const [check, problems] of await wellShownProblems(page, include)) expect.soft(problems, `${state}: ${check}`).toEqual([])
}

export { expect }
