import { adminsText } from '../../src/shared/i18n/admins'
import { leaveGuardText, ru, saveText } from '../../src/shared/i18n/ru'
import { SEEDED_ACCOUNTS } from '../accounts'
import { pngFiles } from '../files'
import { expect, expectWellShown, test } from '../fixtures'
import { AdminsPage } from '../pages/admins.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'
import { Shell } from '../pages/shell.page'
import { toast } from '../toasts'

/** Seeded: an organization the admin may edit. */
const EDITED_ID = '000000f00000000000000005'

test.describe('The leave guard covers every unsaved change', () => {
  test('a photo page with chosen photos asks before leaving: "stay" keeps them, "leave" goes', async ({ page, loginAs }) => {
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(EDITED_ID)
    await photos.fileInput().setInputFiles(pngFiles(2))
    await expect(photos.newPreviews()).toHaveCount(2)

    await photos.back().click()
    const question = page.getByRole('dialog', { name: leaveGuardText.title })
    await expect(question).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await question.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(question).toHaveCount(0)
    await expect(photos.newPreviews()).toHaveCount(2)

    // A logout asks the same question.
    await new Shell(page).logout().click()
    const logout = page.getByRole('dialog', { name: leaveGuardText.logout.title })
    await expect(logout).toBeVisible()
    await logout.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(photos.newPreviews()).toHaveCount(2)

    await photos.back().click()
    await question.getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/organizations\/view/)
  })

  test("the administrator wizard with something typed asks before the screen is left (the browser's Back)", async ({ page, loginAs }) => {
    await loginAs('root')
    const admins = new AdminsPage(page)
    await admins.open()
    // A search puts a step into the tab's history once its debounce has passed: Back is then an in-app navigation.
    // (The list's address always holds `q`, empty at first: the search is in it only once it has the typed text.)
    const searched = (url: URL) => url.searchParams.get('q') === 'Менеджер'
    await admins.search().fill('Менеджер')
    await expect(page).toHaveURL(searched)
    await admins.addButton().click()
    await admins.nameInput().fill('Новый администратор')
    await page.goBack()
    const question = page.getByRole('dialog', { name: leaveGuardText.title })
    await expect(question).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await question.getByRole('button', { name: leaveGuardText.stay }).click()
    await expect(question).toHaveCount(0)
    await expect(admins.nameInput()).toHaveValue('Новый администратор')
    await expect(page).toHaveURL(searched)
  })

  test("a failed administrator create closes the wizard as the spec says; the next 'Добавить администратора' opens it with everything typed and the error", async ({
    page,
    loginAs,
  }) => {
    await loginAs('root')
    const admins = new AdminsPage(page)
    await admins.open()
    await admins.addButton().click()
    await admins.fillPersonal({
      name: 'Дубль Менеджера',
      email: SEEDED_ACCOUNTS.manager.email,
      password: 'another-7',
      rights: ['can_edit_categories'],
    })
    await admins.next().click()
    await admins.createButton().click()
    await expect(admins.wizard()).toHaveCount(0)
    const failure = page.getByRole('dialog', { name: ru.common.error })
    const message = `${saveText.failureTitle}: An admin with this email already exists`
    await expect(failure).toContainText(message)
    await failure.getByRole('button', { name: ru.common.ok }).click()
    await expect(failure).toHaveCount(0)

    await admins.addButton().click()
    await expect(admins.wizard()).toBeVisible()
    await expect(admins.wizard()).toContainText(message)
    await expect(admins.summary().filter({ hasText: 'Дубль Менеджера' })).toHaveCount(1)
    await expectWellShown(page, '[role="dialog"]')
    await admins.back().click()
    await expect(admins.nameInput()).toHaveValue('Дубль Менеджера')
    await expect(admins.emailInput()).toHaveValue(SEEDED_ACCOUNTS.manager.email)
    await expect(admins.passwordInput()).toHaveValue('another-7')
    await expect(admins.right('can_edit_categories')).toBeChecked()

    // A new e-mail, and the create goes through.
    await admins.emailInput().fill('double@example.com')
    await admins.next().click()
    await admins.createButton().click()
    await expect(admins.wizard()).toHaveCount(0)
    await expect(toast(page, adminsText.created)).toBeVisible()
    await admins.addButton().click()
    await expect(admins.nameInput()).toHaveValue('')
  })
})
