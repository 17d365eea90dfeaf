import type { Browser, Page } from '@playwright/test'
import { profileSchema } from '../src/shared/auth/schemas'
import { systemCountryOf } from '../src/shared/auth/session'
import { articlesText } from '../src/shared/i18n/articles'
import { markupText } from '../src/shared/i18n/markup'
import { median, storeSession } from './lib'
import { guideSection } from './long-guide'

/** The article sizes the editor row measures (KB of UTF-8 text). */
export const EDITOR_SIZES_KB = [20, 100, 300] as const
/** Keystrokes measured per run, after a few that warm both pages up and are not counted. */
const KEYS = 20
const WARM_KEYS = 3
/** Typed at the end of the document by the keystrokes, then once as a word the preview must show. */
const KEY = 'ы'
const MARKER = 'Проверкапредпросмотра'

/** A long guide (bench/long-guide.ts) of at least `sizeKb` KB of UTF-8, and its last section's heading. */
export function longArticle(sizeKb: number): { text: string; last: string } {
  const parts: string[] = []
  let bytes = 0
  while (bytes < sizeKb * 1024) {
    const section = guideSection(parts.length + 1)
    parts.push(section)
    bytes += Buffer.byteLength(section)
  }
  return { text: parts.join(''), last: `Раздел ${parts.length}` }
}

export type EditorTarget = { country: string; block: string; article: string }

/** The admin's system country, its first block's first article, with its body replaced by `text`. */
export async function prepareArticle(
  browser: Browser,
  origin: string,
  session: { token: string; user_data: unknown },
  text: string,
): Promise<EditorTarget> {
  const headers = { Authorization: `Bearer ${session.token}` }
  const country = systemCountryOf(profileSchema.parse(session.user_data), null)
  if (!country) throw new Error('bench/editor: the admin has no system country')
  // The browser's request client: Node's fetch trips over the mock server's closing of a long upload.
  const context = await browser.newContext()
  try {
    const get = async <T>(path: string) => (await (await context.request.get(`${origin}/api${path}`, { headers })).json()) as T
    const { articleBlocks } = await get<{ articleBlocks: { _id: string }[] }>(`/admins/article-blocks?country_id=${country._id}`)
    const block = articleBlocks[0]?._id
    if (!block) throw new Error('bench/editor: no article block')
    const { articles } = await get<{ articles: { _id: string }[] }>(`/admins/articles?country_id=${country._id}&article_block_id=${block}`)
    const article = articles[0]?._id
    if (!article) throw new Error('bench/editor: no article')
    const put = await context.request.put(`${origin}/api/admins/articles/${article}?country_id=${country._id}`, {
      headers,
      multipart: { inner_html: text },
    })
    if (!put.ok()) throw new Error(`bench/editor: the article was not saved (${put.status()})`)
    return { country: country._id, block, article }
  } finally {
    await context.close()
  }
}

/** A fresh tab at 1440 × 900 with the session stored. */
export async function signedInPage(browser: Browser, session: { token: string; user_data: unknown }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await storeSession(page, session)
  // tsx compiles this file with esbuild's keepNames helper (__name), which the page lacks.
  await page.addInitScript('window.__name = (fn) => fn')
  return { context, page }
}

/** Resolves once the page's main thread has been idle (the editor and its preview settled). */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))

/**
 * Types `count` keys at the cursor, one at a time, each timed from `execCommand('insertText')` to
 * the next frame (requestAnimationFrame, then a task).
 */
function typeKeys(page: Page, count: number) {
  return page.evaluate(
    async ({ count, key }) => {
      const samples: number[] = []
      for (let i = 0; i < count; i += 1) {
        const start = performance.now()
        document.execCommand('insertText', false, key)
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
        samples.push(performance.now() - start)
      }
      return samples
    },
    { count, key: KEY },
  )
}

/** The cursor at the end of the document, the editor focused and scrolled there. */
async function cursorAtEnd(page: Page) {
  await page.locator('.cm-content').click()
  await page.keyboard.press('ControlOrMeta+End')
  await idle(page)
}

export type EditorRun = { p50: number; p95: number; openMs?: number; previewMs?: number; width?: number }

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

async function keystrokes(page: Page): Promise<{ p50: number; p95: number }> {
  await cursorAtEnd(page)
  await typeKeys(page, WARM_KEYS)
  await idle(page)
  const samples = await typeKeys(page, KEYS)
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

/** The floor: the document in a bare CodeMirror of the console editor's width. */
async function floorRun(
  browser: Browser,
  origin: string,
  session: { token: string; user_data: unknown },
  target: EditorTarget,
  width: number,
): Promise<EditorRun> {
  const { context, page } = await signedInPage(browser, session)
  const query = new URLSearchParams({ ...target, width: String(Math.round(width)) })
  await page.goto(`${origin}/__floor/editor.html?${query.toString()}`)
  await page.locator('.cm-content').waitFor({ timeout: 30_000 })
  await idle(page)
  const timing = await keystrokes(page)
  await context.close()
  return timing
}

/**
 * The console: the article open in view mode, then its edit button, timed from the click to the
 * frame after both the editor and the whole preview show the document (the preview's last section
 * there); then the keystrokes; then one word typed at the end, timed until the
 * preview shows it.
 */
async function consoleRun(
  browser: Browser,
  origin: string,
  session: { token: string; user_data: unknown },
  target: EditorTarget,
  last: string,
): Promise<EditorRun> {
  const { context, page } = await signedInPage(browser, session)
  await page.goto(`${origin}/articles?block=${target.block}&article=${target.article}`)
  await page.getByRole('article').getByRole('button', { name: articlesText.edit, exact: true }).waitFor({ timeout: 30_000 })
  await idle(page)
  const openMs = await page.evaluate(
    async ({ edit, preview, last }) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('article button')].find(
        (candidate) => candidate.textContent?.trim() === edit,
      )
      if (!button) throw new Error('no edit button')
      const start = performance.now()
      button.click()
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          const region = document.querySelector(`section[aria-label="${preview}"]`)
          const shown = document.querySelector('.cm-content') && region?.textContent?.includes(last)
          if (performance.now() - start > 60_000) reject(new Error(`the editor did not open: preview ${region?.textContent?.slice(-200)}`))
          else requestAnimationFrame(shown ? () => resolve() : check)
        }
        check()
      })
      return performance.now() - start
    },
    { edit: articlesText.edit, preview: markupText.previewLabel, last },
  )
  const width = await page.locator('.cm-editor').evaluate((editor) => editor.getBoundingClientRect().width)
  await idle(page)
  const timing = await keystrokes(page)
  await idle(page)
  const previewMs = await page.evaluate(
    async ({ preview, marker }) => {
      const region = document.querySelector(`section[aria-label="${preview}"]`)!
      const start = performance.now()
      document.execCommand('insertText', false, marker)
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (performance.now() - start > 30_000) reject(new Error('the preview did not follow the typing'))
          else requestAnimationFrame(region.textContent?.includes(marker) ? () => resolve() : check)
        }
        check()
      })
      return performance.now() - start
    },
    { preview: markupText.previewLabel, marker: MARKER },
  )
  await context.close()
  return { ...timing, openMs, previewMs, width }
}

export type EditorRow = {
  sizeKb: number
  floor: { p50: number; p95: number }
  console: { p50: number; p95: number; openMs: number; previewMs: number }
  runs: { floor: EditorRun[]; console: EditorRun[] }
}

/**
 * At each size: the article's body replaced, one warm-up run of each page (not counted; it also
 * reads the console editor's width for the floor), then `runs` runs alternating floor and console,
 * each in a fresh tab. Each figure is the median over the runs of that run's percentile.
 */
export async function measureEditor(
  browser: Browser,
  origin: string,
  session: { token: string; user_data: unknown },
  runs: number,
  sizes: readonly number[] = EDITOR_SIZES_KB,
): Promise<EditorRow[]> {
  const rows: EditorRow[] = []
  for (const sizeKb of sizes) {
    const { text, last } = longArticle(sizeKb)
    const target = await prepareArticle(browser, origin, session, text)
    const warm = await consoleRun(browser, origin, session, target, last)
    const width = warm.width ?? 700
    await floorRun(browser, origin, session, target, width)
    const floor: EditorRun[] = []
    const app: EditorRun[] = []
    for (let i = 0; i < runs; i += 1) {
      console.error(`editor ${sizeKb} KB: run ${i + 1} of ${runs}`)
      floor.push(await floorRun(browser, origin, session, target, width))
      app.push(await consoleRun(browser, origin, session, target, last))
    }
    const med = (list: EditorRun[], key: keyof EditorRun) => Math.round(median(list.map((run) => run[key] ?? 0)) * 10) / 10
    rows.push({
      sizeKb,
      floor: { p50: med(floor, 'p50'), p95: med(floor, 'p95') },
      console: { p50: med(app, 'p50'), p95: med(app, 'p95'), openMs: med(app, 'openMs'), previewMs: med(app, 'previewMs') },
      runs: { floor, console: app },
    })
  }
  return rows
}
