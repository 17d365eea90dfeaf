import type { Page } from '@playwright/test'

/** A 1280 px wide screen at 200 % zoom: every screen must read at this width without scrolling sideways (WCAG 1.4.10). */
export const REFLOW_VIEWPORT = { width: 640, height: 450 } as const

/** WCAG 2.5.8: a target's least width and height, and the diameter of the circle an undersized one needs free around it. */
const TARGET_MIN = 24

/**
 * The targets smaller than 24 × 24 CSS px that are not spaced as WCAG 2.5.8 allows, one line each. A
 * target is a button, a link, a field, a checkbox, a radio, a switch, a tab or an option; its size is
 * the box that takes the click, its labels included (a click on a checkbox's label ticks it). A target
 * under 24 px passes when a 24 px circle centred on it touches no other target and no other undersized
 * target's circle. A link inside a sentence (the text around it sets its height) is excepted. With `within` (a CSS
 * selector: an open modal dialog, whose overlay takes every click outside it) only the targets inside it count.
 */
export async function targetSizeProblems(page: Page, within?: string): Promise<string[]> {
  const settings = [TARGET_MIN, within ?? null] as const
  return page.evaluate(([min, within]) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], ' +
      '[role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="combobox"]'
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
      el.closest('[aria-hidden="true"], [inert], .cm-editor') === null
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false
      const block = el.parentElement?.closest('p, li, td, dd, span, div')
      const around = (block?.textContent ?? '').replace(el.textContent ?? '', '').trim()
      return around.length > 0 && getComputedStyle(el).display.startsWith('inline')
    }
    type Box = { left: number; top: number; right: number; bottom: number }
    const union = (a: Box | null, b: DOMRect): Box | null => {
      if (b.width <= 1 || b.height <= 1) return a
      if (!a) return { left: b.left, top: b.top, right: b.right, bottom: b.bottom }
      return {
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      }
    }
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el instanceof HTMLElement ? el.innerText : '') ?? ''
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} «${name.trim().replace(/\s+/g, ' ').slice(0, 40)}»`
    }
    // Under an open menu or dialog, or a sticky bar, a target takes no click where it is covered: the part on top is
    // the target there. Only a target whose own middle, in the window, shows something else is left out.
    const covered = (el: Element) => {
      const rect = el.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
      const top = document.elementFromPoint(x, y)
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : []
      return top !== null && !el.contains(top) && !top.contains(el) && !labels.some((label) => label.contains(top))
    }
    const targets: { el: Element; box: Box }[] = []
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el) || inSentence(el) || covered(el)) continue
      if (within && el.closest(within) === null) continue
      // A target inside another (a field's input inside its combobox wrapper) is the same target.
      if (targets.some((t) => t.el.contains(el))) continue
      let box = union(null, el.getBoundingClientRect())
      const labels = 'labels' in el ? (el as HTMLInputElement).labels : null
      for (const label of labels ?? []) box = union(box, label.getBoundingClientRect())
      if (box) targets.push({ el, box })
    }
    const small = (box: Box) => box.right - box.left < min - 0.5 || box.bottom - box.top < min - 0.5
    const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 })
    const distanceTo = (point: { x: number; y: number }, box: Box) =>
      Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom))
    const problems: string[] = []
    for (const target of targets) {
      if (!small(target.box)) continue
      const c = centre(target.box)
      const crowding = targets.find((other) => {
        if (other === target || other.el.contains(target.el) || target.el.contains(other.el)) return false
        if (distanceTo(c, other.box) < min / 2 - 0.5) return true
        return small(other.box) && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < min - 0.5
      })
      if (crowding) {
        const size = `${Math.round(target.box.right - target.box.left)}×${Math.round(target.box.bottom - target.box.top)}`
        problems.push(`${describe(target.el)} is ${size} px and crowds ${describe(crowding.el)}`)
      }
    }
    return [...new Set(problems)]
  }, settings)
}

/** The CDP key events of one press of Tab (Shift+Tab with `shift`), as Playwright's own `keyboard.press` sends them. */
function tabPress(shift: boolean) {
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: shift ? 8 : 0 }
  return [{ type: 'rawKeyDown', ...key } as const, { type: 'keyUp', ...key } as const]
}

/**
 * Tabs `presses` times through the page, then as many times back, and names each focused element a
 * sticky or fixed part of the page (a header, the bulk bar, a footer) hides entirely (WCAG 2.4.11):
 * at every sample point of the focused element's box in the window, what lies on top is a part of a
 * sticky or fixed element that does not hold the focused element.
 *
 * The presses are real key events, sent through the DevTools protocol one after another without a
 * round trip each; the page checks the focused element as each press's `keyup` arrives — after the
 * `keydown` has moved the focus and scrolled it into view, as a person sees it before the next press.
 */
export async function obscuredFocusProblems(page: Page, presses: number): Promise<string[]> {
  await page.evaluate(() => {
    const found = new Set<string>()
    const check = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focused = document.activeElement
      if (!focused || focused === document.body) return
      const rect = focused.getBoundingClientRect()
      const left = Math.max(rect.left, 0)
      const right = Math.min(rect.right, innerWidth)
      const top = Math.max(rect.top, 0)
      const bottom = Math.min(rect.bottom, innerHeight)
      // Scrolled away inside a region of its own (or drawn off screen to be skipped): not under a sticky part.
      if (right - left < 1 || bottom - top < 1) return
      const pinned = (el: Element | null): Element | null => {
        for (let box = el; box; box = box.parentElement) {
          const position = getComputedStyle(box).position
          if (position === 'fixed' || position === 'sticky') return box
        }
        return null
      }
      const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy]))
      const coverers = points.map(([x, y]) => {
        const top = document.elementFromPoint(x!, y!)
        if (!top || focused.contains(top) || top.contains(focused)) return null
        const bar = pinned(top)
        return bar && !bar.contains(focused) ? bar : null
      })
      if (coverers.some((bar) => bar === null)) return
      const bar = coverers[0]!
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}»`
      found.add(`${event.shiftKey ? 'Shift+Tab' : 'Tab'}: ${name(focused)} is hidden under ${name(bar)}`)
    }
    window.addEventListener('keyup', check, true)
    Object.assign(window, {
      obscuredFocusFound: () => {
        window.removeEventListener('keyup', check, true)
        return [...found]
      },
    })
  })
  const cdp = await page.context().newCDPSession(page)
  try {
    for (const shift of [false, true]) {
      const events = Array.from({ length: presses }, () => tabPress(shift)).flat()
      await Promise.all(events.map((event) => cdp.send('Input.dispatchKeyEvent', event)))
    }
  } finally {
    await cdp.detach()
  }
  return page.evaluate(() => (window as unknown as { obscuredFocusFound: () => string[] }).obscuredFocusFound())
}
