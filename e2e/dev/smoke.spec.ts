import type { Page } from '@playwright/test'
import { TEXTS } from '../../mocks/panel/texts'
import { COMPLAINT_KINDS } from '../../src/features/complaints/schemas'
import { adminsText } from '../../src/shared/i18n/admins'
import { articlesText } from '../../src/shared/i18n/articles'
import { categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { galleryText, templatePhotosText } from '../../src/shared/i18n/gallery'
import { organizationFormText, organizationsText } from '../../src/shared/i18n/organizations'
import { shortcutsText } from '../../src/shared/i18n/palette'
import { entryMenuText, leaveGuardText, mergeText, photosText, ru } from '../../src/shared/i18n/ru'
import { connectionText, sessionExpiryText, shellText } from '../../src/shared/i18n/shell'
import { usersText } from '../../src/shared/i18n/users'
import { AdminsPage } from '../pages/admins.page'
import { ArticlesPage } from '../pages/articles.page'
import { BulkPart, ExportPart } from '../pages/bulk.part'
import { CategoriesPage } from '../pages/categories.page'
import { CitiesPage } from '../pages/cities.page'
import { ComplaintsPage } from '../pages/complaints.page'
import { DraftOfferPart } from '../pages/draft-offer.part'
import { EntryFormPage } from '../pages/entry-form.page'
import type { EntryListPage } from '../pages/entry-list.page'
import { EventFormPage } from '../pages/event-form.page'
import { EventSinglePage } from '../pages/event-single.page'
import { EventsListPage } from '../pages/events-list.page'
import { GalleryPage } from '../pages/gallery.page'
import { LoginPage } from '../pages/login.page'
import { MockPanel } from '../pages/mock-panel.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationSinglePage } from '../pages/organization-single.page'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Palette } from '../pages/palette.page'
import { PhotoEditingPage } from '../pages/photo-editing.page'
import { Shell } from '../pages/shell.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'
import { UsersPage } from '../pages/users.page'
import { expect, expectShownAsBuilt, FIRST_LOAD, PageMock, SIGNED_IN_ADMIN, test } from './fixtures'

/**
 * `npm start` draws every screen and every opened state as the production build does:
 * each screen of src/routes and each kind of dialog, menu and dropdown an admin opens there gets,
 * on the dev server, the Mantine check (every Mantine part has its style rules), the layout check
 * (nothing under the mock panel's button included) and axe in both schemes. Each group of screens
 * starts on its first screen, signed in (the root's through the login form, the admin's with the
 * state the warm-up signed in); from there screens are reached as an admin reaches them (the nav, a
 * card's menu), which on the dev server is much quicker than loading each URL, and every action is
 * a click on what a person sees. A kind of dialog the console draws with one shared component (a
 * confirmation, a name dialog) is opened once per screen group, not from every button that opens it.
 */

/**
 * What axe is scoped to in a state that opens something over a page checked before: a dialog, a
 * menu, a select's list of options (a dropdown lies in a portal outside the page's landmarks).
 */
const DIALOG = '[role="dialog"]'
const MENU = '[role="menu"]'
const OPTIONS = '[role="listbox"]'
const m = entryMenuText.menu

/** Brings the page to a state as a person would, then checks it as shown (see `expectShownAsBuilt`). */
async function state(page: Page, name: string, reach: () => Promise<void>, include?: string) {
  await test.step(name, async () => {
    await reach()
    await expectShownAsBuilt(page, name, include)
  })
}

/**
 * Closes the open dialog, menu or dropdown with Escape and waits until it is gone. The keyboard
 * reaches a dialog drawn without its styles too (its buttons may lie outside the page), so a failed
 * run goes on to check the next states.
 */
async function close(page: Page, what = DIALOG) {
  await page.keyboard.press('Escape')
  await expect(page.locator(what)).toHaveCount(0)
}

/**
 * A directory-entry list (shared/ui/entry-list) found by `search`, and a card's row menu. A list
 * is checked with the few entries a search finds: 100 cards have no part that five lack, and the
 * layout check and axe take seconds over 100.
 */
async function listAndMenu(page: Page, list: EntryListPage, kind: string, navLabel: string, search: string) {
  await state(page, `the ${kind} list, searched`, async () => {
    await new Shell(page).navLink(navLabel).click()
    await expect(list.cards()).toHaveCount(100)
    await list.search().fill(search)
    await expect(list.cards().filter({ hasNotText: search })).toHaveCount(0)
    await expect(list.cards().first()).toBeVisible()
  })
  await state(page, `the ${kind} list: a card's row menu`, () => list.openMenu(list.cards().first()), MENU)
  await close(page, MENU)
}

/**
 * The screens of the first card's entry. Its menu opens them in a new tab: there the single view,
 * the photos through its button and, back on the view, the edit form, left open in the tab returned.
 */
async function entryScreens(page: Page, list: EntryListPage, base: '/organizations' | '/events'): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), list.chooseAction(list.cards().first(), m.open)])
  const view = base === '/organizations' ? new OrganizationSinglePage(tab) : new EventSinglePage(tab)
  await state(tab, 'the single view, in a new tab', () => expect(view.edit()).toBeVisible(FIRST_LOAD))
  await state(tab, 'the photos', async () => {
    await view.editPhotos().click()
    await expect(new PhotoEditingPage(tab, base).savedPhotos().first()).toBeVisible()
  })
  await tab.goBack()
  const form = new EntryFormPage(tab, base)
  await state(tab, 'the edit form', async () => {
    await view.edit().click()
    await expect(form.name()).not.toHaveValue('')
  })
  return tab
}

test.describe('The dev server (npm start) draws every screen and opened state as built', () => {
  // Each test has a browser context of its own, and so a mock of its own (see e2e/dev/fixtures.ts): they run side by side.
  test.describe.configure({ mode: 'parallel' })

  // The longest groups first: with two workers, the long ones run side by side, not one after the other at the end.
  test.describe('signed in as the admin', () => {
    test.use({ storageState: SIGNED_IN_ADMIN })

    test('as admin: the organizations list and its dialogs, the create form with its dropdowns and languages dialog, the edit form and its expired-session sign-in, the single view and the photos', async ({
      page,
      openSignedIn,
    }) => {
      await openSignedIn('/organizations/view')
      const list = new OrganizationsListPage(page)
      await listAndMenu(page, list, 'organizations', shellText.nav.organizations, 'Аптека')
      const active = list
        .cards()
        .filter({ hasText: `${organizationsText.active} · ` })
        .first()
      await state(page, 'the ban confirmation', () => list.chooseAction(active, m.ban), DIALOG)
      await close(page)
      await state(
        page,
        'the owner change dialog',
        () => list.chooseAction(list.cards().first(), organizationsText.menu.changeOwner),
        DIALOG,
      )
      await close(page)
      const bulk = new BulkPart(page)
      await state(page, 'the bulk bar with two cards selected', async () => {
        for (const index of [0, 1]) await list.cards().nth(index).getByRole('checkbox').check()
        await expect(bulk.count(2)).toBeVisible()
      })
      await state(page, 'the bulk ban confirmation', () => bulk.action('ban', 2).click(), DIALOG)
      await close(page)
      await bulk.clear().click()
      const exporter = new ExportPart(page)
      await state(
        page,
        'the export dialog once the file is saved',
        async () => {
          await Promise.all([page.waitForEvent('download'), exporter.button().click()])
          await expect(exporter.dialog().getByText(/\.csv/)).toBeVisible()
        },
        DIALOG,
      )
      await close(page)

      const form = new OrganizationFormPage(page)
      await state(page, 'the create form with every message', async () => {
        await list.addButton().click()
        await form.submit().click()
        await expect(form.errorSummary()).toBeVisible()
      })
      await state(
        page,
        "the category select's dropdown",
        async () => {
          await form.category().click()
          await expect(page.getByRole('option', { name: 'Кафе и рестораны', exact: true })).toBeVisible()
        },
        OPTIONS,
      )
      await page.getByRole('option', { name: 'Кафе и рестораны', exact: true }).click()
      await state(
        page,
        "the sub-categories multi-select's dropdown",
        async () => {
          await form.subCategories().click()
          await expect(page.getByRole('option', { name: 'Кофейни', exact: true })).toBeVisible()
        },
        OPTIONS,
      )
      await page.keyboard.press('Escape')
      await state(
        page,
        'the languages dialog',
        async () => {
          await page.getByRole('button', { name: organizationFormText.languagesButton }).click()
          await expect(page.getByRole('dialog', { name: organizationFormText.languagesModal })).toBeVisible()
        },
        DIALOG,
      )
      await close(page)
      // A category was chosen: leaving asks first.
      await page.goBack()
      await page.getByRole('dialog', { name: leaveGuardText.title }).getByRole('button', { name: leaveGuardText.confirm }).click()
      await expect(list.cards().first()).toBeVisible()

      const tab = await entryScreens(page, list, '/organizations')
      await state(
        tab,
        'the sign-in dialog of a session that expired during a save',
        async () => {
          await new PageMock(tab).fault({ path: '/api/admins/organizations/edit/*', method: 'PATCH', status: 401, times: 1 })
          await new OrganizationFormPage(tab).submit().click()
          await expect(tab.getByRole('dialog', { name: sessionExpiryText.title })).toBeVisible()
        },
        DIALOG,
      )
    })

    test('as admin: the countries and cities, the categories, and over them the palette, the shortcuts, the country switcher, the dark theme and the mock panel', async ({
      page,
      openSignedIn,
    }) => {
      await openSignedIn()
      const cities = new CitiesPage(page)
      const shell = new Shell(page)
      await state(page, 'the countries', () => expect(cities.heading()).toBeVisible())
      await state(page, "a country's editor and its cities", () => cities.countryLink('Казахстан').click())
      await state(page, 'the cities table in edit mode', () => cities.button(citiesText.editCities).click())
      await cities.button(ru.common.cancel).click()
      await state(page, "a city's delete confirmation", () => cities.deleteCity('Алматы').click(), DIALOG)
      await close(page)
      await state(page, 'the new country dialog', () => cities.newCountry().click(), DIALOG)
      await close(page)

      const palette = new Palette(page)
      await state(
        page,
        'the command palette (Ctrl+K) with results',
        async () => {
          await palette.open()
          await palette.search('Кафе')
          await expect(palette.options().first()).toBeVisible()
        },
        DIALOG,
      )
      await close(page)
      await state(
        page,
        "the shortcuts sheet ('?')",
        async () => {
          await shell.heading().click()
          await page.keyboard.press('Shift+?')
          await expect(page.getByRole('dialog', { name: shortcutsText.title })).toBeVisible()
        },
        DIALOG,
      )
      await close(page)
      // Mantine's Select opens its options in the page; a native select, the browser's own list outside it.
      const native = await shell.countrySelect().evaluate((element) => element.tagName === 'SELECT')
      await state(
        page,
        'the country switcher, open',
        async () => {
          await shell.countrySelect().click()
          if (!native) await expect(page.getByRole('option', { name: 'Россия' })).toBeVisible()
        },
        native ? undefined : OPTIONS,
      )
      await page.keyboard.press('Escape')
      const themes = page.getByRole('radiogroup', { name: shellText.theme.label })
      await state(page, 'the dark theme chosen in the account block', async () => {
        await themes.getByText(shellText.theme.dark, { exact: true }).click()
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      })
      await themes.getByText(shellText.theme.auto, { exact: true }).click()

      const panel = new MockPanel(page)
      for (const section of ['account', 'data', 'network', 'calls'] as const) {
        await state(page, `the mock panel's ${TEXTS.sections[section]} section`, () => panel.open(section), DIALOG)
        await close(page)
      }

      const categories = new CategoriesPage(page)
      await state(page, 'the categories', async () => {
        await shell.navLink(shellText.nav.categories).click()
        await expect(categories.categories().getByRole('listitem').first()).toBeVisible()
      })
      await state(page, 'a chosen category with its sub-categories and icons', async () => {
        await categories.select('Кафе и рестораны').click()
        await expect(categories.subHeading()).toHaveText(categoriesText.subCategoriesOf('Кафе и рестораны'))
      })
      await state(page, 'the new sub-category dialog', () => categories.addSubCategory().click(), DIALOG)
      await close(page)
      await state(page, "a sub-category's delete confirmation", () => categories.remove('Кофейни').click(), DIALOG)
    })

    test('as admin: the events list, the create form with the date picker open, the single view, the photos, and the edit form with its draft offer, the connection banner and the choice between two saves', async ({
      page,
      openSignedIn,
    }) => {
      await openSignedIn('/events/view')
      const list = new EventsListPage(page)
      await listAndMenu(page, list, 'events', shellText.nav.events, 'Москва')
      const form = new EventFormPage(page)
      await state(page, "the create form with the start date's calendar open", async () => {
        await list.addButton().click()
        await form.dateStart().click()
        await expect(page.getByRole('button', { name: /^\d{1,2} \S+ \d{4}$/ }).first()).toBeVisible()
      })
      await page.keyboard.press('Escape')
      await page.goBack()
      const tab = await entryScreens(page, list, '/events')

      // What keeps an admin's work: the draft offer, the connection banner, the choice between two saves of one field.
      const edit = new EventFormPage(tab)
      const draft = new DraftOfferPart(tab)
      await edit.name().fill('Черновик на dev-сервере')
      await expect(draft.kept()).toBeVisible()
      await state(tab, 'the draft offer after a reload', async () => {
        await tab.reload()
        await expect(draft.offer()).toBeVisible(FIRST_LOAD)
      })
      await draft.restore().click()
      await state(tab, 'the connection banner while offline', async () => {
        await tab.context().setOffline(true)
        await expect(tab.getByRole('status').filter({ hasText: connectionText.offlineTitle })).toBeVisible()
      })
      await tab.context().setOffline(false)
      await expect(tab.getByRole('status').filter({ hasText: connectionText.backTitle })).toBeVisible()
      const colleague = await tab.context().newPage()
      await colleague.goto(tab.url())
      const theirs = new EventFormPage(colleague)
      await theirs.name().fill('Имя от коллеги')
      await theirs.submit().click()
      await expect(colleague.getByRole('dialog', { name: ru.common.success })).toBeVisible(FIRST_LOAD)
      await colleague.close()
      await tab.bringToFront()
      await state(
        tab,
        'the choice between two saves of one field',
        async () => {
          await edit.submit().click()
          await expect(tab.getByRole('dialog', { name: mergeText.title })).toBeVisible()
        },
        DIALOG,
      )
      await close(tab)
    })

    test('as admin: the gallery, the template photos and the articles, with their dialogs and the markup editor', async ({
      page,
      context,
      openSignedIn,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // The gallery and the template photos open in a new tab from the nav: here in the same one.
      await openSignedIn('/gallery')
      const gallery = new GalleryPage(page)
      await state(page, 'the gallery', () => expect(page.getByText(galleryText.chooseItem)).toBeVisible())
      const item = 'Валюта и оплата'
      await state(page, 'a chosen item with its photos', async () => {
        await gallery.item(item).click()
        await expect(gallery.grid.photos(gallery.photosLabel(item)).first()).toBeVisible()
      })
      await state(page, 'the item editor with the markup editor', async () => {
        await gallery.editButton().click()
        await expect(gallery.markup.editor()).toBeVisible()
      })

      const templates = new TemplatePhotosPage(page)
      const folder = templatePhotosText.photosOf('Кафе и рестораны')
      await state(page, 'the template photos', async () => {
        await page.goto('/template-photos')
        await expect(templates.grid.photos(folder).first()).toBeVisible(FIRST_LOAD)
      })
      const [first, second] = await templates.grid.names(folder)
      await state(page, "a template photo's big view", () => templates.grid.open(first!).click(), DIALOG)
      await close(page)
      await state(page, "a template photo's delete confirmation", () => templates.grid.delete(first!).click(), DIALOG)
      await state(
        page,
        'the outcome dialog of a delete',
        async () => {
          await templates.grid.confirmDelete().click()
          await expect(templates.grid.resultDialog('success')).toContainText(photosText.deleted)
        },
        DIALOG,
      )
      await close(page)
      await state(page, 'the toast of a copied photo id', async () => {
        await templates.copyId(second!).click()
        await expect(templates.toast(await page.evaluate(() => navigator.clipboard.readText()))).toBeVisible()
      })

      const articles = new ArticlesPage(page)
      await state(page, 'the article blocks', async () => {
        await new Shell(page).navLink(shellText.nav.articles).click()
        await expect(articles.block('Полезное')).toBeVisible()
      })
      await state(page, 'a chosen block with its articles', async () => {
        await articles.block('Полезное').click()
        await expect(articles.cards().first()).toBeVisible()
      })
      await state(
        page,
        'the rename block dialog',
        () => page.getByRole('button', { name: articlesText.renameBlockOf('Полезное') }).click(),
        DIALOG,
      )
      await close(page)
      await state(page, 'the new article dialog', () => articles.button(articlesText.newArticle).click(), DIALOG)
      await close(page)
      await state(page, 'an article in edit mode with the markup editor', async () => {
        await page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` }).click()
        await expect(articles.editor()).toBeVisible()
        await expect(articles.preview()).toBeVisible()
      })
    })

    test("as admin: the reports' tabs and the approve confirmation; the users, a ban confirmation, its toast and the bulk bar", async ({
      page,
      openSignedIn,
    }) => {
      await openSignedIn('/reports')
      const reports = new ComplaintsPage(page)
      await expect(reports.heading()).toBeVisible()
      for (const kind of COMPLAINT_KINDS) {
        await state(page, `the reports' ${complaintsText.tabs[kind]} tab`, async () => {
          await reports.choose(kind)
          await expect(reports.firstCard()).toBeVisible()
        })
      }
      await state(
        page,
        'the approve confirmation',
        async () => {
          await reports.answerButton('approve').click()
          await expect(reports.confirmDialog()).toBeVisible()
        },
        DIALOG,
      )
      await close(page)

      const users = new UsersPage(page)
      const who = 'Пользователь Приложения'
      await state(page, 'the users table, searched', async () => {
        await new Shell(page).navLink(shellText.nav.users).click()
        await expect(users.rows()).toHaveCount(100)
        await users.search().fill('user@example.com')
        await expect(users.rows()).toHaveCount(1)
      })
      const bulk = new BulkPart(page)
      await state(page, 'the bulk bar with a user selected', async () => {
        await bulk.box(who).check()
        await expect(bulk.count(1)).toBeVisible()
      })
      await bulk.clear().click()
      await state(page, 'the ban confirmation', () => users.action('ban', who).click(), DIALOG)
      await state(page, 'the toast of a ban', async () => {
        await users.dialog().getByRole('button', { name: usersText.actions.ban, exact: true }).click()
        await expect(page.getByRole('status').filter({ hasText: usersText.done.ban })).toBeVisible()
      })
    })
  })

  test("the login screen; as root the administrators and every step of the admin wizard, and a row's delete confirmation", async ({
    page,
  }) => {
    const login = new LoginPage(page)
    await state(page, 'the login screen', async () => {
      await login.open()
      await expect(login.submit()).toBeVisible(FIRST_LOAD)
    })
    // Signed in there, through the form.
    await login.signInAs('root')
    await expect(new Shell(page).nav()).toBeVisible()
    const admins = new AdminsPage(page)
    // The table is checked with the one row a search finds (see `listAndMenu`).
    await state(page, 'the administrators table, searched', async () => {
      await expect(admins.rows()).toHaveCount(100)
      await admins.search().fill('MANAGER@')
      await expect(admins.rows()).toHaveCount(1)
    })
    await state(
      page,
      "the wizard's first step with its messages",
      async () => {
        await admins.addButton().click()
        await admins.next().click()
        await expect(admins.wizard()).toContainText(adminsText.wizard.nameMin)
      },
      DIALOG,
    )
    await admins.fillPersonal({
      name: 'Вера Проверка',
      email: 'vera.check@example.com',
      password: 'vera-pass-7',
      rights: ['view_complains'],
    })
    await state(
      page,
      "the wizard's country step with the countries multi-select open",
      async () => {
        await admins.next().click()
        await admins.countries('complaints').click()
        await expect(page.getByRole('option', { name: 'Кыргызстан', exact: true })).toBeVisible()
      },
      DIALOG,
    )
    await page.getByRole('option', { name: 'Кыргызстан', exact: true }).click()
    await admins.countries('complaints').press('Escape')
    await state(
      page,
      "the wizard's confirmation step",
      async () => {
        await admins.next().click()
        await expect(admins.createButton()).toBeVisible()
      },
      DIALOG,
    )
    await close(page)
    const name = (await admins.rows().first().locator('td').first().innerText()).trim()
    await state(page, "a row's delete confirmation", () => admins.remove(name).click(), DIALOG)
  })
})
