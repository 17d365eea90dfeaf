import type { Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expect, settled, test } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { LoginPage } from '../pages/login.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Shell } from '../pages/shell.page'
import { NOW, SCREENS, shown } from '../screens'

/**
 * What the browser paints for a part and the parts inside it, in the colours it resolved (in forced colours, the
 * system's): text colours, fills, outlines and frames, without the text itself.
 */
async function painted(part: Locator): Promise<string> {
  return part.evaluate((root) => {
    // A fill in the page's own colour (the theme's Canvas, what forced colours turn most fills into) does not show.
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.background = 'Canvas'
    const canvas = getComputedStyle(probe).backgroundColor
    probe.remove()
    const lines: string[] = []
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const s = getComputedStyle(el)
      const shown: string[] = [`text ${s.color}`]
      if (!/^rgba\(.*, 0\)$/.test(s.backgroundColor) && s.backgroundColor !== canvas) shown.push(`fill ${s.backgroundColor}`)
      if (s.outlineStyle !== 'none') shown.push(`outline ${s.outlineWidth} ${s.outlineColor}`)
      for (const side of ['top', 'right', 'bottom', 'left']) {
        const width = s.getPropertyValue(`border-${side}-width`)
        if (s.getPropertyValue(`border-${side}-style`) !== 'none' && width !== '0px')
          shown.push(`${side} ${width} ${s.getPropertyValue(`border-${side}-color`)}`)
      }
      lines.push(shown.join(', '))
    }
    return lines.join('\n')
  })
}

/** Whether the focused element (or, for a switch, the track drawn for it) shows a focus ring. */
async function focusRing(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement
    const ring = (el: Element | null) => {
      if (!el) return false
      const s = getComputedStyle(el)
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
    }
    return ring(focused) || ring(focused?.nextElementSibling ?? null)
  })
}

/** Opens a screen of the list as it is pinned: from its address, brought to its state, its third tab stop focused. */
async function reachPinned(page: Page, name: string) {
  const screen = SCREENS.find((candidate) => candidate.name === name)!
  await page.goto(screen.path)
  await shown(page)
  if (screen.state) {
    await screen.state(page)
    await shown(page)
  }
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab')
  await settled(page)
}

/**
 * The screen in forced colours looks as it did, its third tab stop focused. Pinned so (the tests below): the sign-in,
 * the wizard, reports, users, the articles, categories, cities, the gallery, the organizations list with a selection
 * and both entry forms — between them every kind of control and state the console draws.
 */
async function pinForcedColours(page: Page, name: string) {
  await reachPinned(page, name)
  await expect(page, name).toHaveScreenshot(`${name}-forced-colours.png`)
}

test.describe('Forced colours (a Windows contrast theme)', () => {
  // A test goes through a group of screens, signed in once: longer than one screen's.
  test.describe.configure({ timeout: 120_000 })

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    await page.emulateMedia({ forcedColors: 'active' })
  })

  test('the sign-in and the administrator wizard look as they did', async ({ page }) => {
    await pinForcedColours(page, 'login')
    await new LoginPage(page).signInAs('root')
    await expect(new Shell(page).heading()).toHaveText(ru.pages.admins)
    await pinForcedColours(page, 'admins-wizard')
  })

  test('the articles, categories, cities and the gallery look as they did; the current section, a switch on, off and disabled differ; the focus ring stays visible on a button, a link, a field and a switch', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    await pinForcedColours(page, 'articles-block-selected')
    const articles = new ArticlesPage(page)
    await expect(articles.cards().first()).toBeVisible()
    const shell = new Shell(page)
    expect
      .soft(await painted(shell.navLink(shellText.nav.articles)), 'the current section')
      .not.toBe(await painted(shell.navLink(shellText.nav.cities)))
    const on = articles.visibility('Как оформить регистрацию').locator('xpath=..')
    const off = articles.visibility('Открытие банковского счёта').locator('xpath=..')
    const disabled = articles.visibility('Мобильная связь').locator('xpath=..')
    await expect(articles.visibility('Мобильная связь')).toBeDisabled()
    expect.soft(await painted(on), 'a switch on and one off').not.toBe(await painted(off))
    expect.soft(await painted(disabled), 'a switch off and one disabled').not.toBe(await painted(off))

    const targets = [
      shell.navLink(shellText.nav.cities),
      articles.button(articlesText.newArticle),
      articles.sortField('Полезное'),
      articles.visibility('Как оформить регистрацию'),
    ]
    for (const target of targets) {
      await target.focus()
      // The keyboard's focus: the ring shows for it, not for a click.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
      expect(await focusRing(page), `a ring around ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(true)
    }

    for (const name of ['categories', 'cities', 'gallery'] as const) await pinForcedColours(page, name)
  })

  test('the reports, users, the organizations list with a selection and both entry forms look as they did; the chosen tab and a ticked box differ', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    await pinForcedColours(page, 'reports')
    const tabs = page.getByRole('tab')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    // The tabs' names differ only in text; what is painted around the text is what tells the chosen one.
    expect.soft(await painted(tabs.first()), 'the chosen tab').not.toBe(await painted(tabs.nth(1)))

    await pinForcedColours(page, 'users')
    const box = (row: number) => page.getByRole('row').nth(row).getByRole('checkbox')
    await box(1).check()
    await settled(page)
    expect.soft(await painted(box(1).locator('xpath=..')), 'a ticked box').not.toBe(await painted(box(2).locator('xpath=..')))

    for (const name of ['organizations-list-selection', 'organization-form', 'event-form'] as const) await pinForcedColours(page, name)
  })
})

test.describe('Reduced motion', () => {
  /** Counts the transitions and finite animations that start in the page from now on (a spinner's endless one is left out). */
  async function countMotion(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { motion: string[] }
      w.motion = []
      document.addEventListener('transitionstart', (event) => w.motion.push(`transition of ${event.propertyName}`))
      document.addEventListener('animationstart', (event) => {
        if (getComputedStyle(event.target as Element).animationIterationCount !== 'infinite')
          w.motion.push(`animation ${event.animationName}`)
      })
    })
    return () => page.evaluate(() => (window as unknown as { motion: string[] }).motion)
  }

  /**
   * Opens something with `open` and checks that what shows right after it opened is already its settled state (no
   * transition frame), then pins that state.
   */
  async function opensSettled(page: Page, name: string, open: () => Promise<void>) {
    await open()
    const opened = await page.screenshot({ animations: 'allow', caret: 'hide' })
    await settled(page)
    const after = await page.screenshot({ animations: 'allow', caret: 'hide' })
    expect(opened.equals(after), `${name} right after opening is as it settles`).toBe(true)
    await expect(page).toHaveScreenshot(`${name}-reduced-motion.png`)
  }

  test('with reduced motion a dialog, a menu and the narrow navigation show settled as they open, and close without a transition', async ({
    page,
    loginAs,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginAs('admin')
    const articles = new ArticlesPage(page)
    await articles.open()
    await articles.block('Полезное').click()
    await expect(articles.cards().first()).toBeVisible()
    await shown(page)
    const motion = await countMotion(page)
    await opensSettled(page, 'new-article-dialog', async () => {
      await articles.button(articlesText.newArticle).click()
      await expect(articles.dialog()).toBeVisible()
    })
    await page.keyboard.press('Escape')
    await expect(articles.dialog()).toBeHidden()

    const shell = new Shell(page)
    await shell.navLink(shellText.nav.organizations).click()
    const list = new OrganizationsListPage(page)
    await expect(list.cards().first()).toBeVisible()
    await shown(page)
    await opensSettled(page, 'row-menu', async () => {
      await list.openMenu(list.cards().first())
    })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()

    await page.setViewportSize({ width: 640, height: 450 })
    await shown(page)
    await opensSettled(page, 'narrow-navigation', async () => {
      await shell.menuButton().click()
      await expect(shell.nav()).toBeVisible()
    })
    await shell.navLink(shellText.nav.complaints).click()
    await expect(shell.heading()).toHaveText(ru.pages.complaints)
    await expect(shell.nav()).toBeHidden()
    expect(await motion()).toEqual([])
  })
})
