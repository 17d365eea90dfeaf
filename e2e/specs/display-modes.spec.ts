import type { Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expect, settled, test } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { Shell } from '../pages/shell.page'
import { NOW, SCREENS, shown } from '../screens'

/** The screens pinned in forced colours: between them every kind of control and state the console draws. */
const IN_FORCED_COLOURS = ['login', 'admins-wizard', 'reports', 'articles-block-selected', 'organizations-list-selection', 'event-form']

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

test.describe('Forced colours (a Windows contrast theme)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    await page.emulateMedia({ forcedColors: 'active' })
  })

  test('every state Mantine shows by a background alone still shows: the current section, the chosen tab, a switch on, off and disabled, a ticked box', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const articles = new ArticlesPage(page)
    await articles.open()
    await articles.block('Полезное').click()
    await expect(articles.cards().first()).toBeVisible()
    await settled(page)
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

    await page.goto('/reports')
    const tabs = page.getByRole('tab')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await settled(page)
    // The tabs' names differ only in text; what is painted around the text is what tells the chosen one.
    expect.soft(await painted(tabs.first()), 'the chosen tab').not.toBe(await painted(tabs.nth(1)))

    await page.goto('/users')
    const box = (row: number) => page.getByRole('row').nth(row).getByRole('checkbox')
    await box(1).check()
    await settled(page)
    expect.soft(await painted(box(1).locator('xpath=..')), 'a ticked box').not.toBe(await painted(box(2).locator('xpath=..')))
  })

  test('the focus ring stays visible on a button, a link, a field, a box and a switch', async ({ page, loginAs }) => {
    await loginAs('admin')
    const articles = new ArticlesPage(page)
    await articles.open('')
    await articles.block('Полезное').click()
    await expect(articles.cards().first()).toBeVisible()
    const targets = [
      new Shell(page).navLink(shellText.nav.cities),
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
  })

  for (const name of IN_FORCED_COLOURS) {
    const screen = SCREENS.find((candidate) => candidate.name === name)!
    test(`${name} in forced colours looks as it did, its third tab stop focused`, async ({ page, loginAs }) => {
      if (screen.account) await loginAs(screen.account)
      await page.goto(screen.path)
      await shown(page)
      if (screen.state) {
        await screen.state(page)
        await shown(page)
      }
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab')
      await settled(page)
      await expect(page).toHaveScreenshot(`${name}-forced-colours.png`)
    })
  }
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

  test('with reduced motion a dialog, a menu and the narrow navigation open and close without a transition', async ({ page, loginAs }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginAs('admin')
    const articles = new ArticlesPage(page)
    await articles.open()
    await articles.block('Полезное').click()
    await expect(articles.cards().first()).toBeVisible()
    await settled(page)
    const motion = await countMotion(page)
    await articles.button(articlesText.newArticle).click()
    await expect(articles.dialog()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(articles.dialog()).toBeHidden()
    await page.setViewportSize({ width: 640, height: 450 })
    const shell = new Shell(page)
    await shell.menuButton().click()
    await shell.navLink(shellText.nav.complaints).click()
    await expect(shell.heading()).toHaveText(ru.pages.complaints)
    await expect(shell.nav()).toBeHidden()
    expect(await motion()).toEqual([])
  })
})
