import { expect, type Locator, type Page } from '@playwright/test'

/** The most Tab presses a flow allows to reach one control: past it, the control is out of a keyboard's reach. */
const MOST_TABS = 80

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a person does with the keyboard alone, and
 * answers how many presses it took. Fails when the focus went round the page without reaching it.
 */
export async function tabTo(page: Page, target: Locator, { back = false, most = MOST_TABS } = {}): Promise<number> {
  for (let presses = 0; presses <= most; presses += 1) {
    if (
      await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)
    )
      return presses
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${String(target)} was not reached in ${most} presses of ${back ? 'Shift+Tab' : 'Tab'}`)
}

/** What the page's polite live region says (src/shared/a11y/announcer.tsx): what a screen reader reads after async work. */
export const politeAnnouncement = (page: Page) => page.getByTestId('live-polite')

/** The element that has the focus now. */
export const focused = (page: Page) => page.locator('*:focus')

/** `target` has the focus, and a person sees where: its outline or box shadow is drawn. */
export async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
  })
  expect(ring, 'the focus is drawn').toBe(true)
}
