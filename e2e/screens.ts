import type { Page } from '@playwright/test'
import { adminsText } from '../src/shared/i18n/admins'
import { bulkText } from '../src/shared/i18n/bulk'
import { entryFormText } from '../src/shared/i18n/ru'
import type { AccountName } from './accounts'
import { expect, settled } from './fixtures'

/**
 * Every screen of the console and the main states a person brings it to, on fixed data (the seed is
 * deterministic; with `NOW` as the clock the dates shown are too). The visual snapshots, the reflow,
 * target-size and focus checks and the forced-colours snapshots go through this one list.
 */
export const NOW = new Date('2026-11-24T09:00:00+06:00')
export const ORGANIZATION_ID = '000000f00000000000000005'
export const EVENT_ID = '00000e400000000000000005'

export type Screen = {
  name: string
  account?: AccountName
  path: string
  /** Brings the screen to one of its main states, waiting until it shows. */
  state?: (page: Page) => Promise<void>
}

export const SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'admins', account: 'root', path: '/admins' },
  {
    name: 'admins-wizard',
    account: 'root',
    path: '/admins',
    state: async (page) => {
      await page.getByRole('button', { name: adminsText.add }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  { name: 'users', account: 'admin', path: '/users' },
  { name: 'reports', account: 'admin', path: '/reports' },
  { name: 'cities', account: 'admin', path: '/cities' },
  { name: 'categories', account: 'admin', path: '/categories' },
  { name: 'articles', account: 'admin', path: '/articles' },
  {
    name: 'articles-block-selected',
    account: 'admin',
    path: '/articles',
    state: async (page) => {
      await page.getByRole('button', { name: 'Полезное', exact: true }).click()
      await expect(page).toHaveURL(/block=/)
    },
  },
  { name: 'gallery', account: 'admin', path: '/gallery' },
  { name: 'template-photos', account: 'admin', path: '/template-photos' },
  { name: 'organizations-list', account: 'admin', path: '/organizations/view' },
  {
    name: 'organizations-list-selection',
    account: 'admin',
    path: '/organizations/view',
    state: async (page) => {
      // Three cards selected (the second one banned): the bulk bar with the count and its actions.
      for (const index of [0, 1, 3]) await page.getByTestId('organization-card').nth(index).getByRole('checkbox').check()
      await expect(page.getByRole('region', { name: bulkText.barLabel }).getByText(bulkText.selected(3))).toBeVisible()
    },
  },
  {
    name: 'organization-form-errors',
    account: 'admin',
    path: '/organizations/create',
    state: async (page) => {
      await page.getByRole('button', { name: entryFormText.submitCreate }).click()
      await expect(page.getByText(entryFormText.errorsHeading)).toBeVisible()
    },
  },
  { name: 'organization-form', account: 'admin', path: `/organizations/edit?id=${ORGANIZATION_ID}` },
  { name: 'organization-single', account: 'admin', path: `/organizations/single-view?id=${ORGANIZATION_ID}` },
  { name: 'organization-photos', account: 'admin', path: `/organizations/edit-photos?id=${ORGANIZATION_ID}` },
  { name: 'events-list', account: 'admin', path: '/events/view' },
  { name: 'event-form', account: 'admin', path: `/events/edit?id=${EVENT_ID}` },
  { name: 'event-single', account: 'admin', path: `/events/single-view?id=${EVENT_ID}` },
  { name: 'events-photos', account: 'admin', path: `/events/edit-photos?id=${EVENT_ID}` },
]

/** The screen as a person sees it once it has loaded: no spinner, the pictures in view drawn. */
export async function shown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0)
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0
      return !inView || (image.complete && image.naturalWidth > 0)
    }),
  )
  await settled(page)
}
