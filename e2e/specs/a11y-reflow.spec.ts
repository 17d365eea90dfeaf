import type { Page } from '@playwright/test'
import { adminsText } from '../../src/shared/i18n/admins'
import { articlesText } from '../../src/shared/i18n/articles'
import { bulkText, exportText } from '../../src/shared/i18n/bulk'
import { categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { organizationFormText, organizationsText } from '../../src/shared/i18n/organizations'
import { leaveGuardText, photoGridText, photosText, ru } from '../../src/shared/i18n/ru'
import { authText, shellText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS, type AccountName } from '../accounts'
import { arrowTo, sweepOpening, type Opening } from '../dialog-sweep'
import { pngFiles } from '../files'
import { expect, expectAccessible, settled, test } from '../fixtures'
import { layoutProblems } from '../layout'
import { OrganizationsListPage } from '../pages/organizations-list.page'
import { Shell } from '../pages/shell.page'
import { NOW, SCREENS, shown, type Screen } from '../screens'
import { obscuredFocusProblems, REFLOW_VIEWPORT, targetSizeProblems } from '../wcag'

/** Tab presses each way through a screen: past the shell and well into the screen's own controls. */
const PRESSES = 40
const DESKTOP = { width: 1440, height: 900 } as const
const TEXT_SPACING_VIEWPORT = { width: 1280, height: 800 } as const

/** WCAG 1.4.12's spacing, as a reader's style sheet sets it: no content or function may be lost with it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }
  p { margin-bottom: 2em !important }`

/** One screen on a person's way through the console: how they get there from the one before, and what they open on it. */
type Stop = {
  /** The screen (and state) of e2e/screens.ts. */
  screen: string
  /** From the screen before: its section in the navigation, or the address (the first screen, a single entry's pages). */
  reach?: (page: Page) => Promise<void>
  /** Every dialog and menu opened on the screen, in turn. */
  openings?: (page: Page) => Opening[]
  /** Also checked at 1280 px with WCAG 1.4.12's text spacing. */
  textSpacing?: boolean
}

type Way = { title: string; account?: AccountName; stops: Stop[] }

const byName = (name: string): Screen => {
  const found = SCREENS.find((screen) => screen.name === name)
  if (!found) throw new Error(`no screen ${name} in e2e/screens.ts`)
  return found
}
const dialog = (page: Page, name?: string) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog'))
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const viaNavigation = (label: string) => async (page: Page) => {
  await new Shell(page).navLink(label).click()
}

/** The seeded organizations list's second card is active (the first is banned): its menu offers the ban and the owner change. */
const cardMenu = (page: Page, item: string, source: Opening['source'], opened: string): Opening => {
  const list = new OrganizationsListPage(page)
  const menuButton = list.actionButton(list.cards().nth(1))
  return {
    source,
    name: `the card's '${item}'`,
    reach: async () => {
      await menuButton.focus()
      await page.keyboard.press('Enter')
      await arrowTo(page, list.menuItem(item))
    },
    opener: list.menuItem(item),
    opened: dialog(page, opened),
    returnsTo: menuButton,
  }
}

/**
 * The ways through the console: each signs in once and goes from screen to screen as a person does, checking each
 * screen at 1440 and 640 px and opening each of its dialogs and menus at 640 px. Every screen of e2e/screens.ts is on
 * one, and every dialog e2e/dialogs.ts calls swept is opened on one.
 */
const WAYS: Way[] = [
  {
    title: 'the organizations: the list, its menus and bulk work, an organization, its form and photos',
    account: 'admin',
    stops: [
      {
        screen: 'organizations-list',
        textSpacing: true,
        openings: (page) => {
          const list = new OrganizationsListPage(page)
          const exporter = dialog(page, exportText.title)
          return [
            {
              source: 'src/shared/entries/list/entry-row-menu.tsx',
              name: "a card's menu",
              opener: list.actionButton(list.cards().nth(1)),
              opened: page.getByRole('menu'),
              menu: true,
            },
            cardMenu(page, organizationsText.menu.ban, 'src/shared/entries/list/entry-confirm-dialog.tsx', organizationsText.banTitle),
            cardMenu(
              page,
              organizationsText.menu.changeOwner,
              'src/features/organizations/components/organization-dialogs.tsx',
              organizationsText.changeOwnerTitle,
            ),
            {
              source: 'src/shared/bulk/export-dialog.tsx',
              name: 'the export',
              opener: button(page, exportText.button),
              opened: exporter,
              // The file is made and saved at once: the dialog is checked as it stays, saying so.
              ready: () => expect(exporter.getByRole('button', { name: exportText.close })).toBeFocused(),
            },
          ]
        },
      },
      {
        screen: 'organizations-list-selection',
        openings: (page) => [
          {
            source: 'src/shared/bulk/bulk-dialog.tsx',
            name: "the bulk action's confirmation",
            opener: page.getByRole('region', { name: bulkText.barLabel }).getByRole('button').first(),
            opened: dialog(page),
          },
        ],
      },
      { screen: 'organization-single' },
      {
        screen: 'organization-form',
        textSpacing: true,
        openings: (page) => [
          {
            source: 'src/features/organizations/components/form/languages-dialog.tsx',
            name: 'the languages',
            opener: button(page, organizationFormText.languagesButton),
            opened: dialog(page, organizationFormText.languagesModal),
          },
        ],
      },
      {
        screen: 'organization-photos',
        openings: (page) => [
          {
            source: 'src/shared/photos/photo-delete-dialog.tsx',
            name: "a saved photo's deletion",
            opener: page
              .getByRole('region', { name: photosText.savedArea })
              .getByRole('button', { name: `${photosText.delete} 1`, exact: true }),
            opened: dialog(page, photosText.deleteTitle),
          },
          {
            source: 'src/shared/drafts/use-leave-guard.tsx',
            name: 'the question before leaving chosen photos',
            reach: async () => {
              const chosen = page.getByRole('region', { name: photosText.newArea })
              await chosen.locator('input[type="file"]').setInputFiles(pngFiles(1))
              await expect(chosen.getByRole('listitem')).toHaveCount(1)
            },
            opener: page.getByRole('link', { name: photosText.back }),
            opened: dialog(page, leaveGuardText.title),
          },
        ],
      },
      { screen: 'organization-form-errors' },
    ],
  },
  {
    title: 'the events: the list, an event, its form and photos',
    account: 'admin',
    stops: [{ screen: 'events-list' }, { screen: 'event-single' }, { screen: 'event-form' }, { screen: 'events-photos' }],
  },
  {
    title: 'the catalogue: categories, cities and countries, the gallery, the template photos',
    account: 'admin',
    stops: [
      {
        screen: 'categories',
        openings: (page) => [
          {
            source: 'src/features/categories/components/catalogue-column.tsx',
            name: 'a new category',
            opener: button(page, categoriesText.addCategory),
            opened: dialog(page),
          },
          {
            source: 'src/features/categories/components/catalogue-column.tsx',
            name: "a category's deletion",
            opener: page
              .getByRole('list', { name: categoriesText.categoriesList })
              .getByRole('button', { name: /^Удалить: / })
              .first(),
            opened: dialog(page),
          },
        ],
      },
      {
        screen: 'cities',
        reach: viaNavigation(shellText.nav.cities),
        openings: (page) => [
          {
            source: 'src/features/cities/components/new-country-dialog.tsx',
            name: 'a new country',
            opener: button(page, citiesText.newCountry),
            opened: dialog(page, citiesText.newCountry),
          },
          {
            source: 'src/features/cities/components/cities-section.tsx',
            name: "a city's deletion",
            // A country chosen from the list shows its editor and its cities.
            reach: async () => {
              await page.getByRole('navigation', { name: citiesText.countriesLabel }).getByRole('link').first().click()
              await shown(page)
            },
            opener: button(page, new RegExp(`^${citiesText.deleteCityFor('')}`)).first(),
            opened: dialog(page),
          },
          {
            source: 'src/features/cities/components/country-editor.tsx',
            name: "the country's deletion",
            opener: page.getByRole('main').getByRole('button', { name: citiesText.deleteCountry }),
            opened: dialog(page),
          },
        ],
      },
      {
        screen: 'gallery',
        openings: (page) => [
          {
            source: 'src/shared/photos/photo-view-dialog.tsx',
            name: "a gallery photo's big view",
            // An item chosen in the table shows its photos.
            reach: async () => {
              await page.getByRole('main').getByRole('link', { name: 'Валюта и оплата' }).click()
              await shown(page)
            },
            opener: button(page, new RegExp(`^${photoGridText.open('')}`)).first(),
            opened: dialog(page),
          },
        ],
      },
      // The gallery and the template photos open in a tab of their own from the navigation: they are opened by address.
      { screen: 'template-photos' },
    ],
  },
  {
    title: 'users, complaints and articles, with the shell’s palette and shortcuts',
    account: 'admin',
    stops: [
      {
        screen: 'users',
        textSpacing: true,
        openings: (page) => [
          {
            source: 'src/features/users/components/users-page.tsx',
            name: "a user's ban",
            opener: button(page, /^Забанить: /).first(),
            opened: dialog(page),
          },
        ],
      },
      {
        screen: 'reports',
        textSpacing: true,
        // At 640 px the navigation folds behind the menu button, which opens it from the keyboard; a section chosen folds it again.
        reach: async (page) => {
          const shell = new Shell(page)
          await page.setViewportSize(REFLOW_VIEWPORT)
          await expect(shell.nav()).toBeHidden()
          await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'false')
          await shell.menuButton().focus()
          await page.keyboard.press('Enter')
          await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'true')
          await expect(shell.navLink(shellText.nav.complaints)).toBeVisible()
          await expectAccessible(page)
          await shell.navLink(shellText.nav.complaints).focus()
          await page.keyboard.press('Enter')
          await expect(shell.heading()).toHaveText(ru.pages.complaints)
          await expect(shell.nav()).toBeHidden()
          await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'false')
          await page.setViewportSize(DESKTOP)
        },
        openings: (page) => [
          {
            source: 'src/features/complaints/components/complaint-queue.tsx',
            name: "a complaint's approval",
            opener: page.getByTestId('complaint-card').first().getByRole('button', { name: complaintsText.actions.approve }),
            opened: dialog(page, complaintsText.confirmTitle),
          },
        ],
      },
      {
        screen: 'articles',
        textSpacing: true,
        reach: viaNavigation(shellText.nav.articles),
        openings: (page) => [
          {
            source: 'src/features/articles/components/blocks-panel.tsx',
            name: 'a new block',
            opener: button(page, articlesText.newBlock),
            opened: dialog(page),
          },
          {
            source: 'src/features/articles/components/blocks-panel.tsx',
            name: "a block's deletion",
            opener: button(page, new RegExp(`^${articlesText.deleteBlockOf('')}`)).first(),
            opened: dialog(page),
          },
        ],
      },
      {
        screen: 'articles-block-selected',
        openings: (page) => {
          // At 640 px the shell's search button is folded with the navigation: its keys work from the screen.
          const newArticle = button(page, articlesText.newArticle)
          return [
            {
              source: 'src/features/articles/components/new-article-dialog.tsx',
              name: 'a new article',
              opener: newArticle,
              opened: dialog(page),
            },
            {
              source: 'src/features/articles/components/articles-list.tsx',
              name: "an article's deletion",
              opener: button(page, new RegExp(`^${articlesText.deleteArticleOf('')}`)).first(),
              opened: dialog(page),
            },
            {
              source: 'src/features/palette/components/shortcuts-sheet.tsx',
              name: 'the shortcuts',
              opener: newArticle,
              key: '?',
              opened: dialog(page),
            },
            {
              source: 'src/features/palette/components/command-palette.tsx',
              name: 'the command palette',
              opener: newArticle,
              key: 'ControlOrMeta+K',
              opened: dialog(page),
            },
          ]
        },
      },
    ],
  },
  {
    title: 'sign-in and the administrators, with the wizard',
    stops: [
      { screen: 'login' },
      {
        screen: 'admins',
        reach: async (page) => {
          const { email, password } = SEEDED_ACCOUNTS.root
          await page.getByPlaceholder(authText.emailPlaceholder).fill(email)
          await page.getByLabel(authText.passwordLabel, { exact: true }).fill(password)
          await page.keyboard.press('Enter')
          await expect(new Shell(page).navLink(shellText.nav.admins)).toBeVisible()
          await viaNavigation(shellText.nav.admins)(page)
        },
        openings: (page) => [
          {
            source: 'src/features/admins/components/admin-wizard.tsx',
            name: 'the administrator wizard',
            opener: button(page, adminsText.add),
            opened: dialog(page),
          },
          {
            source: 'src/features/admins/components/admins-page.tsx',
            name: "an administrator's deletion",
            opener: button(page, new RegExp(`^${adminsText.deleteFor('')}`)).first(),
            opened: dialog(page),
          },
        ],
      },
      { screen: 'admins-wizard', textSpacing: true },
    ],
  },
]

const onAWay = new Set(WAYS.flatMap((way) => way.stops.map((stop) => stop.screen)))
const missing = SCREENS.filter((screen) => !onAWay.has(screen.name)).map((screen) => screen.name)
if (missing.length > 0) throw new Error(`screens on no way of the reflow sweep: ${missing.join(', ')}`)

/** At 1440 and 640 px: nothing scrolls sideways at 640, every target 24 px or spaced, no focus under a sticky bar; axe at 640. */
async function expectReads(page: Page, screen: string) {
  for (const viewport of [DESKTOP, REFLOW_VIEWPORT]) {
    await page.setViewportSize(viewport)
    await settled(page)
    const at = `${screen} at ${viewport.width} px`
    if (viewport === REFLOW_VIEWPORT)
      expect.soft(await layoutProblems(page), `${at}: the screen reads without scrolling sideways`).toEqual([])
    expect.soft(await targetSizeProblems(page), `${at}: every target 24 × 24 px or spaced (WCAG 2.5.8)`).toEqual([])
    expect
      .soft(await obscuredFocusProblems(page, PRESSES), `${at}: no focused element hidden under a sticky part (WCAG 2.4.11)`)
      .toEqual([])
  }
  // axe at 640 px: the folded navigation, the stacked columns and the scrolled tables must stay clean too.
  await expectAccessible(page)
}

/** WCAG 1.4.12 at 1280 px: with the spacing a reader may set, nothing is cut off, hidden or scrolled sideways. */
async function expectKeepsTextSpaced(page: Page, screen: string) {
  await page.setViewportSize(TEXT_SPACING_VIEWPORT)
  // From 1280 px on the navigation is always shown and the menu button is not there.
  const shell = new Shell(page)
  await expect(shell.navLinks().first()).toBeVisible()
  await expect(shell.menuButton()).toBeHidden()
  // As a reader's extension adds it: a style sheet made in the page (the policy governs markup, not the CSSOM).
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(rules)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING)
  await settled(page)
  // 1.4.12 asks that nothing be lost: a box that cuts its text off, a control hidden, a page scrolling sideways. Where a
  // long word wraps is typography, not loss (an owner's e-mail then wraps inside its domain on a card).
  const lost = (await layoutProblems(page)).filter((problem) => !problem.startsWith('word broken over'))
  expect.soft(lost, `${screen} at 1280 px with WCAG's text spacing: nothing lost`).toEqual([])
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)
  })
}

test.describe('Every screen and every dialog at 200 % zoom, with targets a finger or an unsteady hand can hit, and the focus always in view', () => {
  for (const way of WAYS) {
    test(`${way.title}: each screen reads at 640 px, clean under axe, targets 24 px or spaced, no focus under a sticky bar; each dialog and menu opens from the keyboard with the focus in it, passes the same at 640 px and gives the focus back on Escape`, async ({
      page,
      loginAs,
    }) => {
      // Each screen costs what one test of its own cost, without a browser context and a sign-in of its own.
      test.setTimeout(way.stops.length * 30_000)
      await page.clock.setFixedTime(NOW)
      if (way.account) await loginAs(way.account)
      for (const [at, stop] of way.stops.entries()) {
        const screen = byName(stop.screen)
        await test.step(screen.name, async () => {
          await page.setViewportSize(DESKTOP)
          if (at > 0 && stop.reach) await stop.reach(page)
          else if (at === 0 || screen.path !== byName(way.stops[at - 1]!.screen).path) await page.goto(screen.path)
          await shown(page)
          if (screen.state) {
            await screen.state(page)
            await shown(page)
          }
          await expectReads(page, screen.name)
          for (const opening of stop.openings?.(page) ?? []) await sweepOpening(page, opening)
          if (stop.textSpacing) await expectKeepsTextSpaced(page, screen.name)
        })
      }
    })
  }
})
