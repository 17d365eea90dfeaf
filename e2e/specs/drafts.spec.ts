import type { Page } from '@playwright/test'
import { adminsText } from '../../src/shared/i18n/admins'
import { articlesText } from '../../src/shared/i18n/articles'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { draftText, entryFormText, leaveGuardText, photosText, ru } from '../../src/shared/i18n/ru'
import { sessionExpiryText, shellText } from '../../src/shared/i18n/shell'
import { pngFiles } from '../files'
import { expect, expectAccessible, expectWellShown, signInElsewhere, switchSession, test } from '../fixtures'
import { AdminsPage } from '../pages/admins.page'
import { ArticlesPage } from '../pages/articles.page'
import { DraftOfferPart } from '../pages/draft-offer.part'
import { EventFormPage } from '../pages/event-form.page'
import { LoginPage } from '../pages/login.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { Shell } from '../pages/shell.page'

/** Seeded: an organization the admin (and the manager) may edit. */
const EDITED_ID = '000000f00000000000000005'
const EDIT_PATH = `/api/admins/organizations/edit/${EDITED_ID}`

/** How many drafts this browser keeps (the console's IndexedDB database, opened as idb-keyval opens it). */
function storedDrafts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('console-drafts')
        open.onupgradeneeded = () => open.result.createObjectStore('drafts')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count()
          count.onerror = () => reject(new Error(String(count.error)))
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
  )
}

/** One field's value in every draft this browser keeps. */
function storedValues(page: Page, field: string): Promise<unknown[]> {
  return page.evaluate(
    (field) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('console-drafts')
        open.onupgradeneeded = () => open.result.createObjectStore('drafts')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll()
          all.onerror = () => reject(new Error(String(all.error)))
          all.onsuccess = () => {
            open.result.close()
            resolve((all.result as { values: Record<string, unknown> }[]).map((draft) => draft.values[field]))
          }
        }
      }),
    field,
  )
}

/** Closes the tab as a crash or a closed window would: no unload handler runs, no leave prompt. */
async function closeTab(page: Page) {
  await page.close({ runBeforeUnload: false })
}

/** Types a new name and description into the open organization form and waits until the draft is on the device. */
async function typeIntoOrganization(form: OrganizationFormPage, name: string) {
  await form.name().fill(name)
  await form.description().fill('Описание из черновика')
  await expect(new DraftOfferPart(form.page).kept()).toBeVisible()
}

test.describe('Drafts survive a closed tab: offered back with their age, never applied unasked', () => {
  test('organization edit: the closed tab’s typing is offered in a new tab; Восстановить brings it back, Отбросить removes it for good', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    const saved = await form.name().inputValue()
    await typeIntoOrganization(form, 'Кафе из черновика')
    await closeTab(page)

    const tab = await context.newPage()
    const again = new OrganizationFormPage(tab)
    const draft = new DraftOfferPart(tab)
    await again.openEdit(EDITED_ID)
    await expect(draft.offer()).toContainText(draftText.offer(draftText.justNow))
    // Not applied before the admin answers.
    await expect(again.name()).toHaveValue(saved)
    await expectAccessible(tab)
    await expectWellShown(tab)
    await draft.restore().click()
    await expect(draft.offer()).toHaveCount(0)
    await expect(again.name()).toHaveValue('Кафе из черновика')
    await expect(again.description()).toHaveValue('Описание из черновика')
    await expect(draft.kept()).toBeVisible()
    await closeTab(tab)

    // Discarded: the server's copy stays, and the draft is gone from the device.
    const third = await context.newPage()
    const form3 = new OrganizationFormPage(third)
    const draft3 = new DraftOfferPart(third)
    await form3.openEdit(EDITED_ID)
    await draft3.discard().click()
    await expect(form3.name()).toHaveValue(saved)
    await expect.poll(() => storedDrafts(third)).toBe(0)
    await third.reload()
    await form3.name().fill(`${saved}!`)
    // Writing starts only once no stored draft waits for an answer: the note shows that none was offered.
    await expect(draft3.kept()).toBeVisible()
    await expect(draft3.offer()).toHaveCount(0)
  })

  test('a server copy changed since the draft: the offer names the fields that differ; restoring keeps the colleague’s change', async ({
    page,
    context,
    browser,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await form.name().fill('Кафе из черновика')
    await expect(new DraftOfferPart(page).kept()).toBeVisible()
    await closeTab(page)

    // Meanwhile a colleague (another browser) saves a new description.
    const theirs = await signInElsewhere(browser, mock, 'manager')
    const theirForm = new OrganizationFormPage(theirs)
    await theirForm.openEdit(EDITED_ID)
    await theirForm.description().fill('Описание коллеги')
    const saved = theirs.waitForResponse((response) => new URL(response.url()).pathname === EDIT_PATH && response.ok())
    await theirForm.submit().click()
    await saved
    await theirs.context().close()

    const tab = await context.newPage()
    const again = new OrganizationFormPage(tab)
    const draft = new DraftOfferPart(tab)
    await again.openEdit(EDITED_ID)
    await expect(draft.offer()).toContainText(draftText.serverChanged([organizationFormText.fields.description]))
    await expect(again.description()).toHaveValue('Описание коллеги')
    await expectAccessible(tab)
    await expectWellShown(tab)
    await draft.restore().click()
    await expect(again.name()).toHaveValue('Кафе из черновика')
    await expect(again.description()).toHaveValue('Описание коллеги')
  })

  test('a saved form’s draft is removed', async ({ page, loginAs }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await typeIntoOrganization(form, 'Сохранённое кафе')
    // The quiet note that the draft is on the device.
    await expectAccessible(page)
    await expectWellShown(page)
    expect(await storedDrafts(page)).toBe(1)
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === EDIT_PATH && response.ok())
    await form.submit().click()
    await saved
    await expect(form.dialog()).toContainText(entryFormText.successEdit('Сохранённое кафе'))
    await expect.poll(() => storedDrafts(page)).toBe(0)
  })

  test('a form left with Уйти loses its draft: opened again, nothing is offered; a closed tab still keeps it', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    const draft = new DraftOfferPart(page)
    await form.openEdit(EDITED_ID)
    const saved = await form.name().inputValue()
    await typeIntoOrganization(form, 'Кафе, оставленное без сохранения')
    expect(await storedDrafts(page)).toBe(1)
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: shellText.nav.organizations }).click()
    await page.getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/organizations\/view/)
    await expect.poll(() => storedDrafts(page)).toBe(0)

    await form.openEdit(EDITED_ID)
    await expect(form.name()).toHaveValue(saved)
    await form.name().fill('Кафе из закрытой вкладки')
    // Writing starts only once no stored draft waits for an answer: the note shows that none was offered.
    await expect(draft.kept()).toBeVisible()
    await expect(draft.offer()).toHaveCount(0)
    await closeTab(page)

    const tab = await context.newPage()
    await new OrganizationFormPage(tab).openEdit(EDITED_ID)
    await expect(new DraftOfferPart(tab).offer()).toBeVisible()
  })

  test('event create: the draft of a new event of this country, its chosen photo too, is offered in a new tab', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    await form.openCreate()
    await form.name().fill('Фестиваль из черновика')
    // A chosen, not yet uploaded photo is kept with the text (a Blob in IndexedDB).
    await form.photoInput().setInputFiles(pngFiles(1))
    await expect(page.getByRole('img', { name: photosText.preview('photo-1.png') })).toBeVisible()
    await expect(new DraftOfferPart(page).kept()).toBeVisible()
    await closeTab(page)

    const tab = await context.newPage()
    const again = new EventFormPage(tab)
    const draft = new DraftOfferPart(tab)
    await again.openCreate()
    await expect(draft.offer()).toBeVisible()
    await expect(again.name()).toHaveValue('')
    await expect(tab.getByRole('img', { name: photosText.preview('photo-1.png') })).toHaveCount(0)
    await draft.restore().click()
    await expect(again.name()).toHaveValue('Фестиваль из черновика')
    await expect(tab.getByRole('img', { name: photosText.preview('photo-1.png') })).toBeVisible()
  })

  test('an article’s markup: the typed body and the chosen cover are offered back in a new tab', async ({ page, context, loginAs }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    const body = '<h2>Черновик статьи</h2><p>Набрано до закрытия вкладки</p>'
    await screen.article().locator('input[type=file]').setInputFiles(pngFiles(1, 'cover'))
    await expect(screen.article().getByText(articlesText.coverChosen('cover-1.png'))).toBeVisible()
    await screen.typeBody(body)
    await expect(new DraftOfferPart(page).kept()).toBeVisible()
    await closeTab(page)

    const tab = await context.newPage()
    const again = new ArticlesPage(tab)
    const draft = new DraftOfferPart(tab)
    await again.open()
    await again.block('Полезное').click()
    await tab.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
    await expect(draft.offer()).toBeVisible()
    await expect(again.editor()).not.toHaveText(body)
    await expectWellShown(tab)
    await expect(again.article().getByText(articlesText.coverChosen('cover-1.png'))).toHaveCount(0)
    await draft.restore().click()
    await expect(again.editor()).toHaveText(body)
    await expect(again.article().getByText(articlesText.coverChosen('cover-1.png'))).toBeVisible()
  })

  test('a new article: the typed name and the chosen cover are offered back at the next opening in a new tab; Отмена removes them', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await screen.block('Полезное').click()
    await screen.button(articlesText.newArticle).click()
    const dialog = screen.dialog(articlesText.newArticleTitle)
    await dialog.getByRole('textbox', { name: articlesText.nameLabel }).fill('Статья из черновика')
    await dialog.locator('input[type=file]').setInputFiles(pngFiles(1, 'cover'))
    await expect(new DraftOfferPart(page, () => dialog).kept()).toBeVisible()
    await closeTab(page)

    const tab = await context.newPage()
    const again = new ArticlesPage(tab)
    await again.open()
    await again.block('Полезное').click()
    await again.button(articlesText.newArticle).click()
    const reopened = again.dialog(articlesText.newArticleTitle)
    const draft = new DraftOfferPart(tab, () => reopened)
    await expect(draft.offer()).toBeVisible()
    await expect(reopened.getByRole('textbox', { name: articlesText.nameLabel })).toHaveValue('')
    await expectAccessible(tab, '[role="dialog"]')
    await expectWellShown(tab, '[role="dialog"]')
    await draft.restore().click()
    await expect(reopened.getByRole('textbox', { name: articlesText.nameLabel })).toHaveValue('Статья из черновика')
    await expect(reopened.getByText(articlesText.coverChosen('cover-1.png'))).toBeVisible()
    await expect(reopened.getByRole('img', { name: articlesText.coverPreview })).toBeVisible()

    await reopened.getByRole('button', { name: ru.common.cancel }).click()
    await expect(reopened).toHaveCount(0)
    await expect.poll(() => storedDrafts(tab)).toBe(0)
  })

  test('the administrator wizard: what was typed (never the password) is offered at the next add', async ({ page, context, loginAs }) => {
    await loginAs('root')
    const admins = new AdminsPage(page)
    await admins.open()
    await admins.addButton().click()
    await admins.nameInput().fill('Вера Черновикова')
    await admins.emailInput().fill('vera@example.com')
    await admins.passwordInput().fill('secret123')
    await expect(new DraftOfferPart(page, () => admins.wizard()).kept()).toBeVisible()
    await closeTab(page)

    const tab = await context.newPage()
    const again = new AdminsPage(tab)
    const draft = new DraftOfferPart(tab, () => again.wizard())
    await again.open()
    await again.addButton().click()
    await expect(draft.offer()).toBeVisible()
    await expectAccessible(tab, '[role="dialog"]')
    await expectWellShown(tab, '[role="dialog"]')
    await draft.restore().click()
    await expect(again.nameInput()).toHaveValue('Вера Черновикова')
    await expect(again.emailInput()).toHaveValue('vera@example.com')
    await expect(again.passwordInput()).toHaveValue('')
    await expect(again.wizard()).toHaveAccessibleName(adminsText.wizard.createTitle)
  })
})

test.describe('Drafts survive a session’s end and a country switch, and stay with their admin', () => {
  test('after an expired session: the same admin signs in again in a new tab and is offered the draft', async ({
    page,
    context,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await typeIntoOrganization(form, 'Кафе после сессии')
    // The token has expired: the save is answered 401 and the sign-in dialog opens; the admin closes the tab instead.
    await mock.fault({ path: EDIT_PATH, method: 'PATCH', status: 401, message: 'Unauthorized', times: 1 })
    await form.submit().click()
    await expect(page.getByRole('dialog', { name: sessionExpiryText.title })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull()
    await closeTab(page)

    const tab = await context.newPage()
    await tab.goto(`/login?redirect=${encodeURIComponent(`/organizations/edit?id=${EDITED_ID}`)}`)
    await new LoginPage(tab).signInAs('admin')
    const again = new OrganizationFormPage(tab)
    const draft = new DraftOfferPart(tab)
    await expect(draft.offer()).toBeVisible()
    await draft.restore().click()
    await expect(again.name()).toHaveValue('Кафе после сессии')
  })

  test('after a system-country switch the edit’s draft is still offered; a create’s draft belongs to its country', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    // The shell's country switcher (the form has a country field of the same name).
    const switcher = new Shell(page).countrySelect().and(page.locator('select'))
    const switchCountry = async (option: { label: string } | { value: string }) => {
      await switcher.selectOption(option)
      await page.getByRole('button', { name: leaveGuardText.country.confirm }).click()
    }
    const form = new OrganizationFormPage(page)
    const draft = new DraftOfferPart(page)
    await form.openEdit(EDITED_ID)
    await typeIntoOrganization(form, 'Кафе до смены страны')
    const country = await switcher.inputValue()
    // The form is dirty: the leave guard asks first; switching is no discard, the draft stays.
    await switchCountry({ label: 'Россия' })
    await expect(switcher).not.toHaveValue(country)

    // Opened again (the browser's leave prompt, if any, accepted): the draft of this record is offered.
    page.on('dialog', (dialog) => void dialog.accept())
    await form.openEdit(EDITED_ID)
    await expect(draft.offer()).toBeVisible()
    await draft.restore().click()
    await expect(form.name()).toHaveValue('Кафе до смены страны')

    // A create's draft belongs to the system country it was typed in: not offered in another, offered back in its own.
    await form.openCreate()
    await form.name().fill('Новое кафе в России')
    await expect(draft.kept()).toBeVisible()
    await switchCountry({ value: country })
    await form.openCreate()
    await form.name().fill('Новое кафе')
    await expect(draft.kept()).toBeVisible()
    await expect(draft.offer()).toHaveCount(0)
    await switchCountry({ label: 'Россия' })
    await form.openCreate()
    await expect(draft.offer()).toBeVisible()
    await draft.restore().click()
    await expect(form.name()).toHaveValue('Новое кафе в России')
  })

  test('another admin signed in in the same browser is not offered it; an explicit logout removes the admin’s drafts', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    const saved = await form.name().inputValue()
    await typeIntoOrganization(form, 'Кафе Анны')
    await closeTab(page)

    const tab = await page.context().newPage()
    await tab.goto('/organizations/view')
    await switchSession(tab, mock, 'manager')
    const other = new OrganizationFormPage(tab)
    const otherDraft = new DraftOfferPart(tab)
    await other.openEdit(EDITED_ID)
    await expect(other.name()).toHaveValue(saved)
    await other.specialization().fill('Уточнение менеджера')
    // The manager's own draft is written: no stored draft was waiting for the manager's answer.
    await expect(otherDraft.kept()).toBeVisible()
    await expect(otherDraft.offer()).toHaveCount(0)
    // Anna's draft is still on the device, beside the manager's.
    expect(await storedDrafts(tab)).toBe(2)

    // The manager's own draft is offered to the manager after a reload; left unanswered, the form is unchanged.
    tab.once('dialog', (dialog) => void dialog.accept())
    await tab.reload()
    await expect(otherDraft.offer()).toBeVisible()
    await expect(other.name()).toHaveValue(saved)

    // The manager logs out: the manager's draft goes, Anna's stays.
    await new Shell(tab).logout().click()
    await expect(tab).toHaveURL(/\/login/)
    await expect.poll(() => storedDrafts(tab)).toBe(1)
  })
})

test.describe('No draft outlives its session', () => {
  test('a logout in another tab leaves no draft: the held tab stops writing what is typed after it, and nothing is offered at the next sign-in', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    const saved = await form.name().inputValue()
    await typeIntoOrganization(form, 'Кафе до выхода')

    const other = await context.newPage()
    await other.goto('/cities')
    await new Shell(other).ready(ru.pages.cities)
    await new Shell(other).logout().click()
    await expect(other).toHaveURL(/\/login$/)

    await page.bringToFront()
    await expect(page.getByRole('status').filter({ hasText: shellText.session.otherTab.loggedOut })).toBeVisible()
    await form.name().fill('Кафе после выхода')
    await expect(new DraftOfferPart(page).kept()).toHaveCount(0)

    await other.bringToFront()
    await new LoginPage(other).signInAs('admin')
    const again = new OrganizationFormPage(other)
    await again.openEdit(EDITED_ID)
    await expect(again.name()).toHaveValue(saved)
    await again.specialization().fill('Новая правка')
    // Writing starts only once no stored draft waits for an answer: the note shows that none was offered.
    await expect(new DraftOfferPart(other).kept()).toBeVisible()
    await expect(new DraftOfferPart(other).offer()).toHaveCount(0)
  })

  test('a draft past its week is removed as the console starts, without its form being opened', async ({ page, loginAs }) => {
    await loginAs('admin')
    await page.goto('/cities')
    await new Shell(page).ready(ru.pages.cities)
    await page.evaluate(
      ([address, savedAt]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('console-drafts')
          open.onupgradeneeded = () => open.result.createObjectStore('drafts')
          open.onerror = () => reject(new Error(String(open.error)))
          open.onsuccess = () => {
            const put = open.result
              .transaction('drafts', 'readwrite')
              .objectStore('drafts')
              .put({ ...address, savedAt, base: {}, values: { name: 'Старый черновик' } }, JSON.stringify(Object.values(address)))
            put.onerror = () => reject(new Error(String(put.error)))
            put.onsuccess = () => {
              open.result.close()
              resolve()
            }
          }
        }),
      [{ admin: 'someone-else', kind: 'organizations', record: 'new:' }, Date.now() - 8 * 24 * 60 * 60_000] as const,
    )
    expect(await storedDrafts(page)).toBe(1)
    await page.reload()
    await new Shell(page).ready(ru.pages.cities)
    await expect.poll(() => storedDrafts(page)).toBe(0)
  })

  test('cancelling the expired-session dialog keeps the draft: a forced leave is no discard', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await typeIntoOrganization(form, 'Кафе без входа')
    await mock.fault({ path: EDIT_PATH, method: 'PATCH', status: 401, message: 'Unauthorized', times: 1 })
    await form.submit().click()
    const dialog = page.getByRole('dialog', { name: sessionExpiryText.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: ru.common.cancel }).click()
    await page.getByRole('dialog', { name: leaveGuardText.title }).getByRole('button', { name: leaveGuardText.confirm }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await storedDrafts(page)).toBe(1)

    await new LoginPage(page).signInAs('admin')
    await form.openEdit(EDITED_ID)
    const draft = new DraftOfferPart(page)
    await expect(draft.offer()).toBeVisible()
    await draft.restore().click()
    await expect(form.name()).toHaveValue('Кафе без входа')
  })
})

test.describe('Typing is never lost to the draft', () => {
  test('typing while the draft offer is unanswered is kept with the draft: a tab closed then offers both', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openEdit(EDITED_ID)
    await typeIntoOrganization(form, 'Кафе из черновика')
    await closeTab(page)

    const tab = await context.newPage()
    const unanswered = new OrganizationFormPage(tab)
    await unanswered.openEdit(EDITED_ID)
    await expect(new DraftOfferPart(tab).offer()).toBeVisible()
    await unanswered.specialization().fill('Набрано при открытом предложении')
    await expect.poll(() => storedValues(tab, 'specialization')).toEqual(['Набрано при открытом предложении'])
    await closeTab(tab)

    const third = await context.newPage()
    const again = new OrganizationFormPage(third)
    const draft = new DraftOfferPart(third)
    await again.openEdit(EDITED_ID)
    await expect(draft.offer()).toBeVisible()
    await draft.restore().click()
    await expect(again.name()).toHaveValue('Кафе из черновика')
    await expect(again.specialization()).toHaveValue('Набрано при открытом предложении')
  })
})

test.describe('Each tab creating an entry keeps a draft of its own', () => {
  test('two tabs creating an organization in one country: after a reload each is offered its own name', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    const other = await context.newPage()
    const tabs = [
      { form: new OrganizationFormPage(page), name: 'Кафе первой вкладки' },
      { form: new OrganizationFormPage(other), name: 'Кафе второй вкладки' },
    ]
    for (const { form } of tabs) await form.openCreate()
    for (const { form, name } of tabs) await typeIntoOrganization(form, name)

    for (const { form, name } of tabs) {
      // The browser's leave prompt for the unsaved form, accepted.
      form.page.once('dialog', (dialog) => void dialog.accept())
      await form.page.reload()
      const draft = new DraftOfferPart(form.page)
      await expect(draft.offer()).toBeVisible()
      await draft.restore().click()
      await expect(form.name()).toHaveValue(name)
    }
  })
})
