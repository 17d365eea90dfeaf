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

/** Whether the focus is on `container` or inside it. */
export const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))

/** The focus is inside `container` (a dialog, a row, a region), as a keyboard user needs it to go on from there. */
export async function expectFocusIn(container: Locator) {
  await expect.poll(() => holdsFocus(container).catch(() => false), { message: `the focus is in ${String(container)}` }).toBe(true)
}

/** Replaces what the focused field holds with `text`, typed: select all, then the keys. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A')
  if (text === '') await page.keyboard.press('Delete')
  else await page.keyboard.type(text)
}

/** The pages whose file choosers Playwright keeps intercepting (`interceptFileChoosers`). */
const intercepting = new WeakSet<Page>()

/**
 * Playwright intercepts the system's file chooser only while the page has a listener for it, and turning that on
 * takes a round trip: a chooser opened by a key pressed at once is lost (a click waits for the button first, a key
 * press does not). A test that opens choosers from the keyboard calls this before it opens its screen.
 */
export function interceptFileChoosers(page: Page) {
  intercepting.add(page)
  page.on('filechooser', () => undefined)
}

/**
 * Presses Enter on the focused button that opens the system's file chooser, as a keyboard user does, and answers it
 * with `files`: the chooser must open from the key.
 */
export async function chooseFilesWithEnter(page: Page, files: Parameters<Locator['setInputFiles']>[0]) {
  if (!intercepting.has(page)) throw new Error('interceptFileChoosers(page) must be called before the screen opens')
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (await chooser).setFiles(files)
}
