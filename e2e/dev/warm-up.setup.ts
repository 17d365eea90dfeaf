import { readdirSync } from 'node:fs'
import { expect, test as setup } from '@playwright/test'
import { LoginPage } from '../pages/login.page'
import { Shell } from '../pages/shell.page'
import { SIGNED_IN_ADMIN } from './fixtures'

/**
 * Every module a screen of the console loads: each route file and the component and loader the
 * router plugin splits off it (`?tsr-split=…`, empty where a route has none), and the mock panel.
 */
const SCREEN_MODULES = [
  ...readdirSync(new URL('../../src/routes', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .flatMap((file) => ['', '?tsr-split=component', '?tsr-split=loader'].map((split) => `/src/routes/${file}${split}`)),
  '/mocks/panel/panel.tsx',
]

/**
 * On its first visits the dev server bundles the dependencies it finds (optimizeDeps); one found only
 * when a screen's module is first requested makes it bundle again and reload the open page ("optimized
 * dependencies changed. reloading"), which would wipe whatever a test had typed. So before the smoke
 * pass the login screen is opened once the server has bundled what its scan found, every screen's
 * module is imported in it (each import waits for the dependencies it needs to be bundled), and the
 * login screen is opened again on the final bundles. There the admin signs in through the form, and
 * the signed-in state is kept for the tests that start as the admin (`SIGNED_IN_ADMIN`).
 */
setup('the dev server has bundled the dependencies of every screen; the admin is signed in', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await expect(login.submit()).toBeVisible({ timeout: 60_000 })
  const failed = await page.evaluate(async (modules) => {
    const results = await Promise.allSettled(modules.map((module) => import(module)))
    return modules.filter((_, index) => results[index]!.status === 'rejected')
  }, SCREEN_MODULES)
  // A module that does not load fails its screens in the smoke pass, which says which state broke.
  if (failed.length > 0) setup.info().annotations.push({ type: 'modules that did not load', description: failed.join(', ') })
  await login.open()
  await expect(login.submit()).toBeVisible()
  await login.signInAs('admin')
  await expect(new Shell(page).nav()).toBeVisible()
  await page.context().storageState({ path: SIGNED_IN_ADMIN })
})
