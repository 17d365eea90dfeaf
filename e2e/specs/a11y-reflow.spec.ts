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

/** WCAG 1.4.12's spacing, as a reader's style sheet sets it: no content or function may be lost with it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }
  p { margin-bottom: 2em !important }`

test.describe('Text spacing (WCAG 1.4.12): with the spacing a reader may set, nothing is cut off or overlaps', () => {
  for (const name of ['organizations-list', 'organization-form', 'articles', 'reports', 'users', 'admins-wizard']) {
    const screen = SCREENS.find((one) => one.name === name)!
    test(`${screen.name} at 1280 px`, async ({ page, loginAs }) => {
      await page.clock.setFixedTime(NOW)
      await page.setViewportSize({ width: 1280, height: 800 })
      if (screen.account) await loginAs(screen.account)
      await page.goto(screen.path)
      await shown(page)
      if (screen.state) await screen.state(page)
      // As a reader's extension adds it: a style sheet made in the page (the policy governs markup, not the CSSOM).
      await page.evaluate((rules) => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(rules)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }, TEXT_SPACING)
      await settled(page)
      // 1.4.12 asks that nothing be lost: a box that cuts its text off, a control hidden, a page scrolling sideways. Where a
      // long word wraps is typography, not loss (an owner's e-mail then wraps inside its domain on a card).
      const lost = (await layoutProblems(page)).filter((problem) => !problem.startsWith('word broken over'))
      expect(lost).toEqual([])
    })
  }
})
