import { expect, type Locator, type Page } from '@playwright/test'
import { leaveGuardText } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { expectClosesBackTo, expectWellShown, type MockBackend } from '../fixtures'

/** What the entry forms (organizations, events: shared/ui/entry-form) have that this flow uses. */
type EntryForm = { page: Page; submit: () => Locator; dialog: () => Locator; ok: () => Locator }

/**
 * On the edit form with changes typed into `kept` (field, value): a server error and then a lost
 * connection during save each show the failure modal and keep the form filled; closing the tab asks
 * first (beforeunload, dismissed: the page stays); leaving through the nav entry `navLabel` asks
 * first: Stay keeps the form, Leave goes to the list.
 */
export async function failedSaveKeepsFormAndLeavingAsks(
  form: EntryForm,
  mock: MockBackend,
  options: {
    savePath: string
    texts: { failureTitle: string; noConnection: string }
    kept: [Locator, string][]
    navLabel: string
    editUrl: RegExp
    listUrl: RegExp
  },
) {
  const { page } = form
  const expectKept = async () => {
    for (const [field, value] of options.kept) await expect(field).toHaveValue(value)
  }
  await mock.fault({ path: options.savePath, method: 'PATCH', status: 500, message: 'Database is down', times: 1 })
  await form.submit().click()
  await expect(form.dialog()).toContainText(`${options.texts.failureTitle}: Database is down`)
  await expectWellShown(page, '[role="dialog"]')
  // The outcome animates closed with its text and gives the focus back to the save button.
  await expectClosesBackTo(form.dialog(), form.submit(), () => form.ok().click())
  await expectKept()

  // No `times`: a browser may retry a request whose connection was dropped.
  await mock.fault({ path: options.savePath, method: 'PATCH', network: true })
  await form.submit().click()
  await expect(form.dialog()).toContainText(options.texts.noConnection)
  await expectClosesBackTo(form.dialog(), form.submit(), () => page.keyboard.press('Escape'))
  await expectKept()
  await mock.clearFaults()

  // Closing the tab with unsaved changes asks first (beforeunload); dismissing keeps the page.
  const closing = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await closing
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  await expectKept()

  // In-app navigation with unsaved changes asks first.
  const navEntry = page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: options.navLabel })
  await navEntry.click()
  await expect(page.getByRole('dialog', { name: leaveGuardText.title })).toBeVisible()
  await expectWellShown(page, '[role="dialog"]')
  // Staying closes the question and gives the focus back to the nav entry.
  await expectClosesBackTo(page.getByRole('dialog', { name: leaveGuardText.title }), navEntry, () =>
    page.getByRole('button', { name: leaveGuardText.stay }).click(),
  )
  await expect(page).toHaveURL(options.editUrl)
  await expectKept()
  await navEntry.click()
  await page.getByRole('button', { name: leaveGuardText.confirm }).click()
  await expect(page).toHaveURL(options.listUrl)
}
