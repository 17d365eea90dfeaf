import type { Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { mapText } from '../../src/shared/i18n/map'
import { templatePhotosText } from '../../src/shared/i18n/template-photos'
import { expect, expectAccessible, expectWellShown, test } from '../fixtures'
import { useMapsStandIn } from '../maps-stand-in'
import { ArticlesPage } from '../pages/articles.page'
import { EventSinglePage } from '../pages/event-single.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'
import { UsersPage } from '../pages/users.page'

/*
 * Spec section 9's timings that a person notices, each read in the page's own clock (event time
 * stamps, animation frames, the resource timeline), so that the test's polling does not blur them.
 */

type Presence = { shown: number | null; gone: number | null }
type TimingWindow = Window & { __presence?: Presence; __entered?: number; __lastInput?: number }

/** From now on, notes in the page when an element matching `selector` with `text` shows, and when it is gone again. */
async function watchPresence(page: Page, selector: string, text: string) {
  await page.evaluate(
    ([selector, text]) => {
      const w = window as TimingWindow
      const presence: Presence = { shown: null, gone: null }
      w.__presence = presence
      const present = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => element.textContent?.includes(text) && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        )
      const frame = (now: number) => {
        if (presence.shown === null) {
          if (present()) presence.shown = now
        } else if (!present()) {
          presence.gone = now
          return
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    [selector, text] as const,
  )
}

const presence = (page: Page, until: 'shown' | 'gone') =>
  page
    .waitForFunction((key) => {
      const found = (window as TimingWindow).__presence
      return found && found[key] !== null ? found : null
    }, until)
    .then((handle) => handle.jsonValue() as Promise<Presence>)

/** Notes the time stamp of the pointer entering `target`. */
const noteEntering = (target: Locator) =>
  target.evaluate((element) =>
    element.addEventListener('pointerenter', (event) => ((window as TimingWindow).__entered = event.timeStamp), { once: true }),
  )

/** Notes the time stamp of the last `input` or `change` event in the page. */
const noteInputs = (page: Page) =>
  page.evaluate(() => {
    const note = (event: Event) => ((window as TimingWindow).__lastInput = event.timeStamp)
    document.addEventListener('input', note, true)
    document.addEventListener('change', note, true)
  })

/** When the page started its last request whose URL matches `pattern`, in the page's clock. */
const lastRequestStart = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .at(-1)?.startTime ?? null,
    pattern.source,
  )

test.describe('Section 9 timings a person notices', () => {
  test('the copy toast closes by itself at 2 s: gone between 1.8 and 2.6 s after it shows', async ({ page, context, loginAs }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const first = (await screen.grid.names(templatePhotosText.photosOf('Кафе и рестораны')))[0]!
    await watchPresence(page, '[role="alert"]', templatePhotosText.idCopied(''))

    await screen.copyId(first).click()
    await presence(page, 'shown')
    await expectAccessible(page)
    const { shown, gone } = await presence(page, 'gone')
    expect(gone! - shown!).toBeGreaterThanOrEqual(1800)
    expect(gone! - shown!).toBeLessThanOrEqual(2600)
  })

  test('the tooltip of a disabled visibility switch waits 1000 ms before it shows', async ({ page, loginAs }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    // An article without a body cannot be shown: its switch is disabled, the tooltip sits on the switch's wrapper.
    const wrapper = screen.visibility('Мобильная связь').locator('xpath=ancestor::div[1]')
    await expect(screen.visibility('Мобильная связь')).toBeDisabled()
    await noteEntering(wrapper)
    await watchPresence(page, '[role="tooltip"]', articlesText.visibleDisabled)

    await wrapper.hover()
    const { shown } = await presence(page, 'shown')
    const entered = await page.evaluate(() => (window as TimingWindow).__entered!)
    expect(shown! - entered).toBeGreaterThanOrEqual(1000)
    expect(shown! - entered).toBeLessThan(1600)
    await expect(page.getByRole('tooltip', { name: articlesText.visibleDisabled })).toBeVisible()
    await expectWellShown(page)
  })

  test('the map is 260 px high', async ({ page, loginAs }) => {
    await useMapsStandIn(page)
    await loginAs('admin')
    const view = new EventSinglePage(page)
    await view.open('00000e400000000000000005')
    const map = page.getByRole('region', { name: mapText.label, exact: true })
    await expect(map).toBeVisible()
    expect((await map.boundingBox())!.height).toBe(260)
  })

  test('the users search asks the server once, 400 ms after the last key; the page size 600 ms after the last change', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await expect(users.rows()).toHaveCount(100)
    await noteInputs(page)
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\/api\/admins\/users\?/.test(request.url())) asked.push(request.url())
    })

    const searched = page.waitForResponse((response) => /\/api\/admins\/users\?.*Пользователь/.test(decodeURIComponent(response.url())))
    await users.search().pressSequentially('Пользователь', { delay: 60 })
    await searched
    expect(asked).toHaveLength(1)
    const searchDelay =
      (await lastRequestStart(page, /\/api\/admins\/users\?/))! - (await page.evaluate(() => (window as TimingWindow).__lastInput!))
    expect(searchDelay).toBeGreaterThanOrEqual(400)
    expect(searchDelay).toBeLessThan(700)

    asked.length = 0
    const resized = page.waitForResponse((response) => /\/api\/admins\/users\?.*per_page=500/.test(response.url()))
    await users.pageSize().selectOption('250')
    await users.pageSize().selectOption('500')
    await resized
    expect(asked).toHaveLength(1)
    const sizeDelay =
      (await lastRequestStart(page, /\/api\/admins\/users\?/))! - (await page.evaluate(() => (window as TimingWindow).__lastInput!))
    expect(sizeDelay).toBeGreaterThanOrEqual(600)
    expect(sizeDelay).toBeLessThan(900)
  })
})
