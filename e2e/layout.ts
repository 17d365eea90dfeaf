import { expect, type Page } from '@playwright/test'

/** The admins' desktop range: below 1280 a screen may scroll, never overlap. */
export const LAYOUT_WIDTHS = [1280, 1440, 1920] as const

/**
 * What a person would call broken on the page as it is now, one line each:
 * - a word broken over two lines (a squeezed column, `overflow-wrap: anywhere` on a narrow box),
 *   other than after a hyphen, a slash or a dot, or before an e-mail's '@';
 * - a label, button or cell whose text its box cuts off (clipped or ellipsed) without the full
 *   text in its `title`, or a control pushed partly outside a box that clips it;
 * - `main` (or the page) scrolling sideways, except inside an element marked `data-scroll-x`
 *   (a wide table that says so), or a part that a transition is moving in or out at that moment;
 * - anything the console draws under the mock panel's button (`underMockPanelButton`).
 * Parts marked `data-layout-ignore` (the code editor's lines) are left out.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const problems: string[] = []
    const ignored = (el: Element) => el.closest('[data-layout-ignore], [aria-hidden="true"], .cm-editor') !== null
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') return false
      const rect = el.getBoundingClientRect()
      // A box of a pixel or less is visually hidden on purpose (a live region, text for screen readers alone).
      return rect.width > 1 && rect.height > 1
    }
    const describe = (el: Element, text: string) => `${el.tagName.toLowerCase()} «${text.trim().replace(/\s+/g, ' ').slice(0, 60)}»`
    // A part on its way in or out (a toast sliding away as it closes by itself, which may start mid-check) is measured at
    // rest, not half-way: what a finite animation or transition is moving right now is left out of the sideways check.
    const moving = document.getAnimations().flatMap((animation) => {
      const effect = animation.effect
      const finite = effect?.getComputedTiming().endTime !== Infinity
      return animation.playState === 'running' && finite && effect instanceof KeyframeEffect && effect.target ? [effect.target] : []
    })
    const inMotion = (el: Element) => moving.some((target) => target === el || target.contains(el))

    // 1. Words broken inside.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || ignored(parent) || !node.textContent?.trim() || !visible(parent)) continue
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'OPTION'].includes(parent.tagName)) continue
      const text = node.textContent
      // A text on one line has no word broken over two: only a text that wraps is read word by word.
      range.selectNodeContents(node)
      if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size < 2) continue
      // A word may break where typography lets it: after a hyphen, a slash or a dot, and before '@'
      // ('Санкт-' / 'Петербург', 'name.surname' / '@staff.example.com'); anywhere else is broken.
      for (const match of text.matchAll(/@?[^\s\-‐/@.]+[-‐/.]?|[-‐/.@]+/g)) {
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (lines.size > 1) problems.push(`word broken over ${lines.size} lines: «${match[0]}» in ${describe(parent, text)}`)
      }
    }

    // 2. Labels cut off by their own box, or by a box around them that clips.
    const labelled = document.body.querySelectorAll(
      'button, a, label, th, td, h1, h2, h3, h4, p, span, legend, [role="tab"], [role="option"], [role="menuitem"]',
    )
    for (const el of labelled) {
      if (ignored(el) || !visible(el) || !el.textContent?.trim()) continue
      const style = getComputedStyle(el)
      const clipsX = style.overflowX !== 'visible'
      const full = el.getAttribute('title') ?? ''
      if (clipsX && el.scrollWidth > el.clientWidth + 1 && !full.includes(el.textContent.trim())) {
        problems.push(`text cut off by its box: ${describe(el, el.textContent)}`)
        continue
      }
      if (!['BUTTON', 'A', 'LABEL'].includes(el.tagName)) continue
      const rect = el.getBoundingClientRect()
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box)
        if (boxStyle.overflowX === 'visible' || box.hasAttribute('data-scroll-x')) continue
        const clip = box.getBoundingClientRect()
        // Wholly outside is scrolled away on purpose (a carousel's other slides); partly is cut off.
        const overlaps = rect.left < clip.right && rect.right > clip.left
        if (overlaps && (rect.right > clip.right + 1 || rect.left < clip.left - 1)) {
          problems.push(
            `control cut off by ${box.tagName.toLowerCase()}${box.className ? '.' + String(box.className).split(' ')[0] : ''}: ${describe(el, el.textContent)}`,
          )
          break
        }
      }
    }

    // 3. Sideways scrolling of the page or of main.
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`)
    const clippedWithin = (el: Element, outer: Element) => {
      for (let box = el.parentElement; box && box !== outer; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true
      }
      return false
    }
    const main = document.querySelector('main')
    if (main) {
      const limit = main.getBoundingClientRect().right + 1
      for (const el of main.querySelectorAll('*')) {
        if (ignored(el) || el.closest('[data-scroll-x]') || !visible(el) || inMotion(el)) continue
        const right = el.getBoundingClientRect().right
        if (right > limit && !clippedWithin(el, main)) {
          problems.push(`main overflows sideways at ${describe(el, el.textContent ?? '')} (${Math.round(right)} > ${Math.round(limit)} px)`)
          break
        }
      }
    }
    return [...new Set(problems)]
  })
  return [...problems, ...(await underMockPanelButton(page))]
}

/**
 * What the console draws under the mock panel's button (mocks/panel/mount.tsx: `npm start` and mock
 * builds; a production build has no button, and nothing is found), one line each. At points across
 * the button, every element the button lies over that shows something there counts: its own text, a
 * control or an image, a box with a background, a border or a shadow (a card, a field, a bar). The
 * page's frame (html, body, #root and the shell's columns, its children) shows only the page's
 * background there; a modal, its overlay or a dropdown above the button is not under it.
 */
export async function underMockPanelButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.getElementById('mock-panel')
    const button = host?.querySelector('button')
    if (!host || !button?.checkVisibility()) return []
    const area = button.getBoundingClientRect()
    if (area.width === 0 || area.height === 0) return []
    const root = document.getElementById('root')
    const frame = (el: Element) => el === document.documentElement || el === document.body || el === root || el.parentElement === root
    const controls =
      'a[href], button, input, select, textarea, label, summary, img, svg, canvas, video, iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"]), ' +
      '[role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="combobox"], [role="textbox"], [role="slider"]'
    const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color)
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
    /** What `el` shows at (x, y) of its own: text, a control, its background, a border there, a shadow. */
    const shows = (el: Element, x: number, y: number): string | null => {
      const style = getComputedStyle(el)
      if (style.opacity === '0') return null
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        if ([...range.getClientRects()].some((r) => x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1))
          return 'text'
      }
      if (el.matches(controls)) return 'control'
      if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none') return 'background'
      if (style.boxShadow !== 'none') return 'shadow'
      const box = el.getBoundingClientRect()
      const distance = { Top: y - box.top, Right: box.right - x, Bottom: box.bottom - y, Left: x - box.left }
      const border = sides.some((side) => {
        const width = parseFloat(style[`border${side}Width`])
        const line = style[`border${side}Style`]
        return width > 0 && line !== 'none' && line !== 'hidden' && !transparent(style[`border${side}Color`]) && distance[side] <= width + 1
      })
      return border ? 'border' : null
    }
    const describe = (el: Element) => {
      const name = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''
      const text = (el instanceof HTMLElement ? el.innerText : '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${name}${text ? ` «${text}»` : ''}`
    }
    // Parts that take no pointer (an input's icon, a disabled button) are under the button too: for the
    // look-up every element takes the pointer.
    const everyTarget = document.createElement('style')
    everyTarget.textContent = '*, *::before, *::after { pointer-events: auto !important }'
    document.head.append(everyTarget)
    const found = new Set<string>()
    try {
      const columns = 6
      const rows = 3
      for (let column = 0; column < columns; column += 1) {
        for (let row = 0; row < rows; row += 1) {
          const x = area.left + 3 + ((area.width - 6) * column) / (columns - 1)
          const y = area.top + 3 + ((area.height - 6) * row) / (rows - 1)
          const stack = document.elementsFromPoint(x, y)
          const own = stack.findLastIndex((el) => host.contains(el))
          if (own === -1) continue
          for (const el of stack.slice(own + 1)) {
            if (frame(el)) continue
            const what = shows(el, x, y)
            if (what) found.add(`the mock panel's button covers ${describe(el)} (its ${what})`)
          }
        }
      }
    } finally {
      everyTarget.remove()
    }
    return [...found]
  })
}

/**
 * Resizes the viewport and returns once the page has handled its `resize` event: `setViewportSize` may return
 * before the page sees the new size, and what is placed on `resize` (an open tooltip or popover) would then be
 * measured where the old width put it.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  const now = page.viewportSize()
  if (now?.width === size.width && now.height === size.height) return
  const resized = await page.evaluateHandle(() => ({
    seen: new Promise<void>((resolve) => window.addEventListener('resize', () => resolve(), { once: true })),
  }))
  await page.setViewportSize(size)
  await resized.evaluate((probe) => probe.seen)
  await resized.dispose()
}

/**
 * `layoutProblems` at 1280, 1440 and 1920 px wide, each once the page has settled, with its width
 * in front. The viewport is given back as it was.
 */
export async function layoutProblemsAtWidths(page: Page, settle: (page: Page) => Promise<void>): Promise<string[]> {
  const before = page.viewportSize()
  const found: string[] = []
  // The width the page has now first, without a resize (a relayout of the whole page).
  const widths = [...LAYOUT_WIDTHS].sort((a, b) => Number(b === before?.width) - Number(a === before?.width))
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await resizeViewport(page, { width, height: before?.height ?? 900 })
    await settle(page)
    for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`)
  }
  if (before) await resizeViewport(page, before)
  return found
}

/** The layout check of a screen or state: `layoutProblemsAtWidths` finds nothing. */
export async function expectLaidOut(page: Page, settle: (page: Page) => Promise<void>) {
  expect(await layoutProblemsAtWidths(page, settle)).toEqual([])
}
