import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { templatePhotosText } from '../../src/shared/i18n/gallery'
import { ru, uncertainCreateText } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, test, type MockBackend } from '../fixtures'
import { ArticlesPage } from '../pages/articles.page'
import { CategoriesPage } from '../pages/categories.page'
import { CitiesPage } from '../pages/cities.page'
import { GalleryPage } from '../pages/gallery.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'
import { uncertainUploadLeavesOneSet } from '../pages/photo-grid.flows'
import { TemplatePhotosPage } from '../pages/template-photos.page'

/*
 * Writes that happen once (docs/api.md, 'Saves that never lose or duplicate'): each write below is made with its answer
 * lost after the server did the work — a gateway's 504, then a dropped connection that is still out when the console
 * looks — and in the end exactly one record, or one set of photos, exists.
 */

const gatewayTimeout = { afterWrite: true, status: 504, message: 'Gateway Timeout', times: 1 } as const
const connectionDropped = { afterWrite: true, network: true, times: 1 } as const

/** How many POSTs to `path` (its query aside) the mock has answered or dropped. */
async function postsTo(mock: MockBackend, path: string): Promise<number> {
  return (await mock.calls()).filter((call) => call.method === 'POST' && call.path.split('?')[0] === path).length
}

/** A create on its screen, as a person makes it and sees its outcome. */
type CreateOnScreen = {
  /** The create's API path; its look-up reads `lookPath` with GET. */
  createPath: string
  lookPath: string
  /** Opens the create, fills it with `name` and submits it. */
  create: (name: string) => Promise<void>
  /** Waits for what the screen shows once `name` is created. */
  created: (name: string) => Promise<void>
  /** Where the screen says the create failed (with its 'Повторить'). */
  failure: () => Locator
  /** The records named `name` the screen shows. */
  shown: (name: string) => Locator
  /** The screen loaded afresh, as the server holds it. */
  reopen: () => Promise<void>
}

/**
 * A 504 after the write: the console finds the record and says nothing failed. A dropped connection still out when the
 * console looks: it says it could not check; once the connection is back, 'Повторить' looks first and finds it. One
 * record of each name, on the screen and after a reload; one POST each.
 */
async function createsOnce(mock: MockBackend, screen: CreateOnScreen, names: readonly [string, string]) {
  const [afterGateway, afterDrop] = names
  await mock.fault({ path: screen.createPath, method: 'POST', ...gatewayTimeout })
  await screen.create(afterGateway)
  await screen.created(afterGateway)
  await expect(screen.shown(afterGateway)).toHaveCount(1)
  expect(await postsTo(mock, screen.createPath)).toBe(1)

  await mock.fault({ path: screen.createPath, method: 'POST', ...connectionDropped })
  const lookUp = await mock.fault({ path: screen.lookPath, method: 'GET', network: true })
  await screen.create(afterDrop)
  await expect(screen.failure()).toContainText(uncertainCreateText.unchecked)
  await mock.clearFault(lookUp.id!)
  await screen.failure().getByRole('button', { name: ru.common.retry }).click()
  await screen.created(afterDrop)
  await expect(screen.shown(afterDrop)).toHaveCount(1)
  expect(await postsTo(mock, screen.createPath)).toBe(2)

  await screen.reopen()
  await expect(screen.shown(afterGateway)).toHaveCount(1)
  await expect(screen.shown(afterDrop)).toHaveCount(1)
}

function articleCreate(page: Page): CreateOnScreen {
  const screen = new ArticlesPage(page)
  const dialog = screen.dialog(articlesText.newArticleTitle)
  const openBlock = async () => {
    await screen.block('Полезное').click()
    await expect(screen.articlesPanel()).toHaveAccessibleName(/^Статьи: Полезное/)
    await expect(screen.cards()).not.toHaveCount(0)
  }
  return {
    createPath: '/api/admins/articles',
    lookPath: '/api/admins/articles',
    create: async (name) => {
      await screen.button(articlesText.newArticle).click()
      await dialog.getByRole('textbox', { name: articlesText.nameLabel }).fill(name)
      await dialog.locator('input[type=file]').setInputFiles(pngFiles(1, 'cover'))
      await dialog.getByRole('button', { name: articlesText.create }).click()
    },
    created: async (name) => {
      await expect(dialog).toBeHidden()
      await expect(screen.card(name)).toBeVisible()
    },
    failure: () => page.getByRole('dialog', { name: catalogueText.failedTitle }),
    shown: (name) => screen.card(name),
    reopen: async () => {
      await screen.open()
      await openBlock()
    },
  }
}

function categoryCreate(page: Page): CreateOnScreen {
  const screen = new CategoriesPage(page)
  return {
    createPath: '/api/admins/categories',
    lookPath: '/api/admins/categories',
    create: async (name) => {
      await screen.addCategory().click()
      await screen.submitName(categoriesText.newCategoryTitle, name, catalogueText.create)
    },
    created: (name) => expect(screen.category(name)).toBeVisible(),
    failure: () => screen.failure(),
    shown: (name) => screen.category(name),
    reopen: () => screen.open(),
  }
}

function countryCreate(page: Page): CreateOnScreen {
  const screen = new CitiesPage(page)
  return {
    createPath: '/api/admins/countries',
    lookPath: '/api/static-data/countries',
    create: async (name) => {
      await screen.newCountry().click()
      await screen.dialogName().fill(name)
      await screen.dialogFlag().setInputFiles(pngFiles(1, 'flag'))
      await screen.dialog().getByRole('button', { name: citiesText.create }).click()
    },
    created: async (name) => {
      await expect(screen.dialog()).toHaveCount(0)
      await expect(screen.editor(name)).toBeVisible()
    },
    failure: () => screen.dialog().getByRole('alert'),
    shown: (name) => screen.countryLink(name),
    reopen: () => screen.open(),
  }
}

function cityCreate(page: Page): CreateOnScreen {
  const screen = new CitiesPage(page)
  return {
    createPath: '/api/admins/cities',
    lookPath: '/api/static-data/cities',
    create: async (name) => {
      await screen.button(citiesText.createCity).click()
      await screen.newCell('name').fill(name)
      await screen.button(citiesText.saveCities).click()
    },
    created: async (name) => {
      // The toast lies over the top right, where the create button is: the admin closes it.
      const toast = page.getByRole('status').filter({ hasText: citiesText.cityCreated(name) })
      await toast.getByRole('button', { name: ru.common.close }).click()
      await expect(toast).toBeHidden()
    },
    failure: () => page.getByRole('alert').filter({ hasText: citiesText.saveFailed }),
    shown: (name) => screen.row('Казахстан', name),
    reopen: async () => {
      await screen.open()
      await screen.countryLink('Казахстан').click()
      await expect(screen.table('Казахстан')).toBeVisible()
    },
  }
}

type ApiOrganization = { _id: string; carousel_photos: unknown[] }

/** An organization with room for two uploads of two photos. */
async function organizationWithRoom(request: APIRequestContext): Promise<ApiOrganization> {
  const response = await request.get('/api/organizations?per_page=500')
  const { organizations } = (await response.json()) as { organizations: ApiOrganization[] }
  return organizations.find((organization) => organization.carousel_photos.length <= LIMITS.photosMax - 4)!
}

test.describe('A write whose answer is lost after the server did it is looked up before a retry: one record, one set of photos', () => {
  test('an article create', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const screen = articleCreate(page)
    await screen.reopen()
    await createsOnce(mock, screen, ['Виза для студентов', 'Виза для стажёров'])
  })

  test('a country create', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const screen = countryCreate(page)
    await screen.reopen()
    await createsOnce(mock, screen, ['Монголия', 'Непал'])
  })

  test('a city create', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const screen = cityCreate(page)
    await screen.reopen()
    await createsOnce(mock, screen, ['Павлодар', 'Костанай'])
  })

  test('a category create', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const screen = categoryCreate(page)
    await screen.reopen()
    await createsOnce(mock, screen, ['Туризм', 'Экскурсии'])
  })

  test('photos added to an organization: one set after the 504, one after the dropped connection and "Повторить"', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    const organization = await organizationWithRoom(request)
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)
    await photos.uncertainAddLeavesOneSet(mock, organization._id, organization.carousel_photos.length)
  })

  test('a gallery upload', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    const item = 'Казахстан — коротко о стране'
    await gallery.open()
    await gallery.item(item).click()
    await expect(gallery.grid.photos(gallery.photosLabel(item)).first()).toBeVisible()
    await uncertainUploadLeavesOneSet(gallery.grid, mock, { uploadPath: '/api/admins/gallery', label: gallery.photosLabel(item) })
  })

  test('a template-photo upload', async ({ page, loginAs, mock }) => {
    await loginAs('manager')
    const screen = new TemplatePhotosPage(page)
    await screen.open()
    const label = templatePhotosText.photosOf('Кафе и рестораны')
    await expect(screen.grid.photos(label).first()).toBeVisible()
    await uncertainUploadLeavesOneSet(screen.grid, mock, { uploadPath: '/api/admins/template-photos', label })
  })
})
