import type { Locator, Page } from '@playwright/test'
import type { DialogFile } from './dialogs'
import { expect, expectAccessible, expectClosesBackTo, settled } from './fixtures'
import { expectFocusIn } from './keyboard'
import { layoutProblems } from './layout'
import { obscuredFocusProblems, REFLOW_VIEWPORT, targetSizeProblems } from './wcag'

/** Tab presses each way inside an open dialog: its focus trap goes round it at least once. */
const DIALOG_PRESSES = 12

/** A dialog or menu a person opens from the keyboard, and what opens it (e2e/dialogs.ts lists them all). */
export type Opening = {
  /** The file that draws it (e2e/dialogs.ts). */
  source: DialogFile
  /** What it asks or shows, for the failure's message. */
  name: string
  /** The control the person has reached with Tab and presses `key` on. */
  opener: Locator
  /** The dialog or menu it opens. */
  opened: Locator
  /** Enter unless said. */
  key?: string
  /** What the person does first to reach the opener (a menu item: the menu opened and walked with the arrows). */
  reach?: () => Promise<void>
  /** Where the focus comes back when the opener goes with the menu it was in: that menu's button. */
  returnsTo?: Locator
  /** What the dialog shows once its work has started and ended (an export's file saved), before it is checked. */
  ready?: () => Promise<void>
  /** A menu: its items take the arrows, and Tab leaves it (it closes), so no Tab round is walked in it. */
  menu?: boolean
}

/**
 * Opens the dialog from the keyboard at 640 px (a 1280 px screen at 200 % zoom): the focus moves into it; it reads
 * without sideways scrolling, its targets are 24 px or spaced, no focused element is hidden while Tab goes round
 * it, axe finds nothing in it; Escape closes it and the focus comes back to what opened it.
 */
export async function sweepOpening(page: Page, opening: Opening) {
  const { opener, opened, name } = opening
  expect(page.viewportSize()).toEqual(REFLOW_VIEWPORT)
  await opening.reach?.()
  // The Tab order that leads to the opener is walked on the screen (obscuredFocusProblems) and in the keyboard flows.
  await opener.focus()
  await page.keyboard.press(opening.key ?? 'Enter')
  await expect(opened, `${name}: opens from the keyboard`).toBeVisible()
  await expectFocusIn(opened)
  await opening.ready?.()
  await settled(page)
  expect.soft(await layoutProblems(page), `${name} at 640 px: reads without scrolling sideways`).toEqual([])
  // A modal dialog's overlay takes every click outside it: its own targets are the ones a person can hit.
  const targets = await targetSizeProblems(page, opening.menu ? undefined : '[role="dialog"]')
  expect.soft(targets, `${name} at 640 px: every target 24 × 24 px or spaced (WCAG 2.5.8)`).toEqual([])
  if (!opening.menu) {
    expect.soft(await obscuredFocusProblems(page, DIALOG_PRESSES), `${name} at 640 px: no focused element hidden (WCAG 2.4.11)`).toEqual([])
    await expectFocusIn(opened)
    await expectAccessible(page, '[role="dialog"]')
  } else await expectAccessible(page, '[role="menu"]')
  await expectClosesBackTo(opened, opening.returnsTo ?? opener, () => page.keyboard.press('Escape'))
}

/** Walks an open menu with ArrowDown until `item` has the focus, as a person looks for it. */
export async function arrowTo(page: Page, item: Locator) {
  await expect(item, 'the menu offers it').toBeAttached()
  for (let presses = 0; presses < 12; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('ArrowDown')
  }
  await expect(item).toBeFocused()
}
