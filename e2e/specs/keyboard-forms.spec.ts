import type { APIRequestContext, Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import { articlesText } from '../../src/shared/i18n/articles'
import { eventFormText } from '../../src/shared/i18n/events'
import { markupText } from '../../src/shared/i18n/markup'
import { organizationFormText } from '../../src/shared/i18n/organizations'
import { mapText, photosText, ru } from '../../src/shared/i18n/ru'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectClosesBackTo, test } from '../fixtures'
import { focused, tabTo } from '../keyboard'
import { useMapsStandIn } from '../maps-stand-in'
import { ArticlesPage } from '../pages/articles.page'
import { EventFormPage, isoOf, shown } from '../pages/event-form.page'
import { OrganizationFormPage } from '../pages/organization-form.page'
import { OrganizationPhotosPage } from '../pages/organization-photos.page'

const t = organizationFormText
/** Seeded: user@example.com (active, confirmed), the first template photo. */
const OWNER_ID = '000000a00000000000000001'
const TEMPLATE_PHOTO_ID = '000007e00000000000000001'
/** Seeded: event number 7, without dates. */
const UNDATED_EVENT_ID = '00000e400000000000000007'

/**
 * Chooses `option` in the Mantine select or multi-select `input` (focused already) with the keyboard: the arrows open
 * the list and walk it to the option, Enter takes it.
 */
async function chooseByKeys(page: Page, input: Locator, option: string) {
  await expect(input).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const wanted = page.getByRole('option', { name: option, exact: true })
  await expect(wanted).toBeVisible()
  for (let presses = 0; presses < 60 && (await wanted.getAttribute('data-combobox-selected')) === null; presses += 1)
    await page.keyboard.press('ArrowDown')
  await expect(wanted).toHaveAttribute('data-combobox-selected')
  await page.keyboard.press('Enter')
}

/** Tabs to `button` and presses Enter on it, answering the file chooser it opens with `files`. */
async function choosePhotos(page: Page, button: Locator, files: ReturnType<typeof pngFiles>) {
  // Waited for before the Tabs: the browser takes the chooser over only once asked, and a press right after may beat it.
  const chooser = page.waitForEvent('filechooser')
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  await (await chooser).setFiles(files)
}

async function organizationWithPhotos(request: APIRequestContext, atLeast: number): Promise<{ _id: string; carousel_photos: unknown[] }> {
  const response = await request.get('/api/organizations?per_page=500')
  const { organizations } = (await response.json()) as { organizations: { _id: string; carousel_photos: unknown[] }[] }
  return organizations.find((o) => o.carousel_photos.length >= atLeast)!
}

/** Today in the browser's time zone, as a local day: the day an empty date's calendar opens at. */
async function browserToday(page: Page): Promise<Date> {
  const [year, month, date] = await page.evaluate(() => {
    const now = new Date()
    return [now.getFullYear(), now.getMonth(), now.getDate()]
  })
  return new Date(year, month, date)
}

/** Presses `key` until the focused day is `to` (a day or a week at a time), checking at each press that a day of the calendar has the focus. */
async function walkDays(page: Page, form: EventFormPage, from: Date, to: Date, key: 'ArrowRight' | 'ArrowDown') {
  const step = key === 'ArrowRight' ? 1 : 7
  for (let day = dayjs(from); day.isBefore(to, 'day');) {
    await page.keyboard.press(key)
    day = day.add(step, 'day')
    await expect(form.day(day.toDate())).toBeFocused()
  }
}

test.describe('Keyboard alone: the organization and event forms, the photo pages and the articles (WCAG 2.1.1, 2.1.2, 2.4.3)', () => {
  test('an organization is created with every control from the keyboard: selects, tags, languages, the schedule, the address suggestions, the map’s point by its coordinates, photos chosen and removed', async ({
    page,
    loginAs,
  }) => {
    test.slow()
    await useMapsStandIn(page)
    await loginAs('admin')
    const form = new OrganizationFormPage(page)
    await form.openCreate()

    await tabTo(page, form.ownerId())
    await page.keyboard.type(OWNER_ID)
    await tabTo(page, form.name())
    const name = 'Кофейня «Клавиатура»'
    await page.keyboard.type(name)

    await tabTo(page, form.category())
    await chooseByKeys(page, form.category(), 'Кафе и рестораны')
    await expect(form.category()).toHaveValue('Кафе и рестораны')
    await tabTo(page, form.subCategories())
    await chooseByKeys(page, form.subCategories(), 'Кофейни')
    await page.keyboard.press('Escape')
    await expect(form.root().getByText('Кофейни', { exact: true })).toBeVisible()

    await tabTo(page, form.specialization())
    await page.keyboard.type('Кофе и выпечка')
    await expect(form.country()).toHaveValue('Казахстан')
    await tabTo(page, form.city())
    await chooseByKeys(page, form.city(), 'Алматы')
    await expect(form.city()).toHaveValue('Алматы')

    // The address suggestions: typed, walked with the arrows, taken with Enter; the coordinates follow.
    await tabTo(page, form.address())
    await page.keyboard.type('Абая 10')
    await chooseByKeys(page, form.address(), 'ул. Абая, 10, Алматы, Казахстан')
    await expect(form.address()).toHaveValue('ул. Абая, 10')
    await expect(form.lat()).toHaveValue(/^43\.\d+/)

    // The map's point by keyboard: its coordinates are typed, and the map shows the point as a click would have set it.
    const map = page.getByTestId('stand-in-map')
    await tabTo(page, form.lat())
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('43.25')
    await tabTo(page, form.lon())
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('76.95')
    await expect(map).toContainText(`center ${(43.25).toFixed(6)},${(76.95).toFixed(6)} zoom ${LIMITS.mapPointZoom}`)
    await expect(form.map()).toHaveAccessibleDescription(mapText.pickHint)
    await tabTo(page, form.root().getByRole('checkbox', { name: t.specialPoint }))
    await page.keyboard.press('Space')
    await expect(form.root().getByRole('checkbox', { name: t.specialPoint })).toBeChecked()

    await tabTo(page, form.additionalCities())
    await chooseByKeys(page, form.additionalCities(), 'Астана')
    await page.keyboard.press('Escape')

    // The schedule: times typed on weekdays, a type pressed for the weekend.
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      await tabTo(page, form.dayStart(day))
      await page.keyboard.type('0900')
      await tabTo(page, form.dayEnd(day))
      await page.keyboard.type('1800')
    }
    await expect(form.dayStart('monday')).toHaveValue('09:00')
    await expect(form.dayType('monday', 'hours')).toHaveAttribute('aria-pressed', 'true')
    await tabTo(page, form.dayType('saturday', 'day_off'))
    await page.keyboard.press('Enter')
    await tabTo(page, form.dayType('sunday', 'whole_day'))
    await page.keyboard.press('Space')
    await expect(form.dayType('sunday', 'whole_day')).toHaveAttribute('aria-pressed', 'true')

    await tabTo(page, form.contact('phone_number'))
    await page.keyboard.type('+7 701 000 00 00')
    await tabTo(page, form.description())
    await page.keyboard.type('Кофе, десерты и завтраки весь день.')

    // The languages: a dialog of checkboxes, ticked with Space, OK with Enter; the focus comes back to its button.
    const languagesButton = page.getByRole('button', { name: t.languagesButton })
    await tabTo(page, languagesButton)
    await page.keyboard.press('Enter')
    const languages = page.getByRole('dialog', { name: t.languagesModal })
    await expect(languages).toBeVisible()
    for (const language of ['Русский', 'Қазақша']) {
      await tabTo(page, languages.getByRole('checkbox', { name: language, exact: true }))
      await page.keyboard.press('Space')
    }
    await tabTo(page, languages.getByRole('button', { name: t.languagesOk }))
    await expectClosesBackTo(languages, languagesButton, () => page.keyboard.press('Enter'))

    // The tags: Enter, Space and Tab add one; Enter on a tag's button removes it.
    await tabTo(page, form.tags())
    await page.keyboard.type('кофе')
    await page.keyboard.press('Enter')
    await page.keyboard.type('десерты')
    await page.keyboard.press('Space')
    await page.keyboard.type('лишний')
    await page.keyboard.press('Tab')
    await expect(form.tags()).toBeFocused()
    await tabTo(page, form.tag('лишний'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: /^Удалить тег/ })).toHaveCount(2)
    await expect(form.tag('кофе')).toBeVisible()
    // The focus is not lost with the removed tag.
    await expect.poll(() => focused(page).evaluate((element) => element.closest('form') !== null)).toBe(true)

    // The photos: the picker's button opens the file chooser; a chosen photo is removed with its button.
    await choosePhotos(page, form.root().getByRole('button', { name: photosText.add }), pngFiles(3))
    await expect(page.getByRole('img', { name: photosText.preview('photo-3.png') })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: `${photosText.remove}: photo-2.png` }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('img', { name: photosText.preview('photo-2.png') })).toHaveCount(0)
    await expect(page.getByRole('img', { name: photosText.preview('photo-3.png') })).toBeVisible()
    // The focus is not lost with the removed photo's button.
    await expect.poll(() => focused(page).evaluate((element) => element.closest('form') !== null)).toBe(true)

    await tabTo(page, form.templateId())
    await page.keyboard.type(TEMPLATE_PHOTO_ID)
    await tabTo(page, form.templateAdd())
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: `${t.templateRemove} ${TEMPLATE_PHOTO_ID}` })).toBeVisible()

    await tabTo(page, form.submit())
    await page.keyboard.press('Enter')
    await expect(form.dialog()).toContainText(t.successCreate(name))
    await expect(form.ok()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/organizations\/view/)
    await expect(form.heading()).toBeFocused()
  })

  test('the event form by keyboard alone: the holding date typed, the start and end dates walked with the arrows into the next month and taken with Enter, the end before the start refused, the dates saved', async ({
    page,
    loginAs,
    request,
  }) => {
    const eventOf = async () =>
      (
        (await (await request.get(`/api/events/${UNDATED_EVENT_ID}`)).json()) as {
          event: { name: string; date_start: string; date_end: string }
        }
      ).event
    const { name } = await eventOf()
    await loginAs('admin')
    const form = new EventFormPage(page)
    await form.openEdit(UNDATED_EVENT_ID)
    await expect(form.dateStart()).toHaveText(eventFormText.datePlaceholder)
    const today = await browserToday(page)
    const nextMonth = dayjs(today).add(1, 'month').startOf('month')
    const start = nextMonth.add(7, 'day').toDate()

    await tabTo(page, form.holdingDate())
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Вторая неделя месяца')

    // Enter opens the calendar at this month; Tab reaches today; the arrows walk the days into the next month.
    await tabTo(page, form.dateStart())
    await page.keyboard.press('Enter')
    await tabTo(page, form.day(today))
    await walkDays(page, form, today, nextMonth.toDate(), 'ArrowRight')
    await walkDays(page, form, nextMonth.toDate(), start, 'ArrowDown')
    // Enter takes the day, and the focus is back on the field.
    await page.keyboard.press('Enter')
    await expect(form.dateStart()).toHaveText(shown(start))
    await expect(form.dateStart()).toBeFocused()

    // An end before the start is refused when saving, and the field says why.
    await tabTo(page, form.dateEnd())
    await page.keyboard.press('Enter')
    await tabTo(page, form.day(today))
    await page.keyboard.press('Enter')
    await expect(form.dateEnd()).toHaveText(shown(today))
    await tabTo(page, form.submit())
    await page.keyboard.press('Enter')
    await expect(form.dateEnd()).toHaveAccessibleDescription(eventFormText.messages.endBeforeStart)

    // The end walked week by week past the start, across the month's end.
    const end = dayjs(today)
      .add(Math.ceil(dayjs(start).diff(today, 'day') / 7) * 7, 'day')
      .toDate()
    await tabTo(page, form.dateEnd(), { back: true })
    await page.keyboard.press('Enter')
    await tabTo(page, form.day(today))
    await walkDays(page, form, today, end, 'ArrowDown')
    await page.keyboard.press('Enter')
    await expect(form.dateEnd()).toHaveText(shown(end))
    await expect(form.dateEnd()).toBeFocused()
    await expect(form.dateEnd()).not.toHaveAccessibleDescription(eventFormText.messages.endBeforeStart)

    await tabTo(page, form.submit())
    await page.keyboard.press('Enter')
    await expect(form.dialog()).toContainText(eventFormText.successEdit(name))
    await expect(form.ok()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/events\/view/)
    expect(await eventOf()).toMatchObject({ date_start: isoOf(start), date_end: isoOf(end) })
  })

  test('the photo page: photos are added through the picker’s button, one removed, the rest saved, and a saved one deleted through its confirmation', async ({
    page,
    loginAs,
    request,
  }) => {
    const organization = await organizationWithPhotos(request, 2)
    const saved = organization.carousel_photos.length
    await loginAs('admin')
    const photos = new OrganizationPhotosPage(page)
    await photos.open(organization._id)

    await choosePhotos(page, photos.addPhotos(), pngFiles(2, 'key'))
    await expect(photos.newPreviews()).toHaveCount(2)
    await tabTo(page, photos.newArea().getByRole('button', { name: `${photosText.remove}: key-1.png` }))
    await page.keyboard.press('Enter')
    await expect(photos.newPreviews()).toHaveCount(1)
    await tabTo(page, photos.save())
    await page.keyboard.press('Enter')
    const done = photos.dialog(ru.common.success)
    await expect(done).toContainText(photosText.saved(1))
    await expect(photos.ok()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(done).toBeHidden()
    await expect(photos.savedPhotos()).toHaveCount(saved + 1)

    // A saved photo: its delete button asks first; Escape changes nothing and gives the focus back.
    const deleteFirst = photos.deleteButton(1)
    await tabTo(page, deleteFirst)
    await page.keyboard.press('Enter')
    const confirm = photos.dialog(photosText.deleteTitle)
    await expect(confirm).toContainText(photosText.deleteText)
    await expectClosesBackTo(confirm, deleteFirst, () => page.keyboard.press('Escape'))
    await page.keyboard.press('Enter')
    await tabTo(page, confirm.getByRole('button', { name: photosText.deleteConfirm }))
    await page.keyboard.press('Enter')
    await expect(photos.dialog(ru.common.success)).toContainText(photosText.deleted)
    await expect(photos.ok()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(photos.dialog(ru.common.success)).toBeHidden()
    await expect(photos.savedPhotos()).toHaveCount(saved)
    // The focus stays in the screen, not on the page's start.
    await expect.poll(() => focused(page).evaluate((element) => element.closest('main') !== null)).toBe(true)
  })

  test('the articles: a block is chosen, an article opened, the markup typed and a snippet inserted, the preview follows, and Tab leaves the editor both ways', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.open()
    await tabTo(page, screen.block('Полезное'))
    await page.keyboard.press('Enter')
    await expect(screen.selectedBlock()).toContainText('Полезное')
    const edit = page.getByRole('button', { name: `${articlesText.edit}: Как оформить регистрацию` })
    await tabTo(page, edit)
    await page.keyboard.press('Enter')
    await expect(screen.editor()).toBeVisible()
    // The editor says how the keyboard leaves it.
    await expect(screen.editor()).toHaveAccessibleDescription(markupText.keyboardHint)

    await tabTo(page, screen.editor())
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await page.keyboard.type('<h2>Шаги</h2>')
    // A snippet: its insert button is before the editor; it puts the snippet at the cursor and gives the focus back.
    await tabTo(page, page.getByRole('button', { name: markupText.insert(markupText.helpers.bold) }), { back: true })
    await page.keyboard.press('Enter')
    await expect(screen.editor()).toBeFocused()
    await page.keyboard.type('Важно')
    await expect(screen.preview().getByRole('heading', { level: 2, name: 'Шаги' })).toBeVisible()
    await expect(screen.preview().locator('b')).toHaveText('Важно')

    // No keyboard trap: Tab leaves the editor forwards, Shift+Tab back into it and out backwards.
    await page.keyboard.press('Tab')
    await expect(screen.editor()).not.toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(screen.editor()).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(screen.editor()).not.toBeFocused()
    await expect(screen.editor()).toContainText('<h2>Шаги</h2><b>Важно</b>')

    await tabTo(page, screen.button(ru.common.save))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('live-polite')).toHaveText(articlesText.saved)
  })
})
