import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expect, expectAccessible, settled, test } from '../fixtures'
import { layoutProblems } from '../layout'
import { Shell } from '../pages/shell.page'
import { NOW, SCREENS, shown } from '../screens'
import { obscuredFocusProblems, REFLOW_VIEWPORT, targetSizeProblems } from '../wcag'

/** Tab presses each way through a screen: past the shell and well into the screen's own controls. */
const PRESSES = 40

test.describe('Every screen at 200 % zoom, with targets a finger or an unsteady hand can hit, and the focus always in view', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
  })

  for (const screen of SCREENS) {
    test(`${screen.name}: reads at 640 px without sideways scrolling and clean under axe, every target 24 px or spaced, no focus under a sticky bar`, async ({
      page,
      loginAs,
    }) => {
      if (screen.account) await loginAs(screen.account)
      await page.goto(screen.path)
      await shown(page)
      if (screen.state) {
        await screen.state(page)
        await shown(page)
      }
      for (const viewport of [{ width: 1440, height: 900 }, REFLOW_VIEWPORT]) {
        await page.setViewportSize(viewport)
        await settled(page)
        const at = `${viewport.width} px`
        if (viewport === REFLOW_VIEWPORT)
          expect.soft(await layoutProblems(page), `${at}: the screen reads without scrolling sideways`).toEqual([])
        expect.soft(await targetSizeProblems(page), `${at}: every target 24 × 24 px or spaced (WCAG 2.5.8)`).toEqual([])
        expect
          .soft(await obscuredFocusProblems(page, PRESSES), `${at}: no focused element hidden under a sticky part (WCAG 2.4.11)`)
          .toEqual([])
      }
      // axe at 640 px: the folded navigation, the stacked columns and the scrolled tables must stay clean too.
      await expectAccessible(page)
    })
  }
})

test('at 640 px the navigation folds behind the menu button, which opens it from the keyboard; choosing a section folds it again', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin')
  await page.setViewportSize(REFLOW_VIEWPORT)
  await page.goto('/categories')
  const shell = new Shell(page)
  await expect(shell.heading()).toHaveText(ru.pages.categories)
  await expect(shell.nav()).toBeHidden()
  await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'false')
  await shell.menuButton().focus()
  await page.keyboard.press('Enter')
  await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'true')
  await expect(shell.navLink(shellText.nav.users)).toBeVisible()
  await expectAccessible(page)
  // The next stops after the button are the navigation's own: the country, the search, the sections.
  await shell.navLink(shellText.nav.users).focus()
  await page.keyboard.press('Enter')
  await expect(shell.heading()).toHaveText(ru.pages.users)
  await expect(shell.nav()).toBeHidden()
  await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'false')
})

test('from 1280 px on the navigation is always shown and the menu button is not there', async ({ page, loginAs }) => {
  await loginAs('admin')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/categories')
  const shell = new Shell(page)
  await expect(shell.navLink(shellText.nav.users)).toBeVisible()
  await expect(shell.menuButton()).toBeHidden()
})
