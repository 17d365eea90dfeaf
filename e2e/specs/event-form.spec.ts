import type { APIRequestContext } from '@playwright/test'
import { eventFormText } from '../../src/shared/i18n/events'
import { entryFormText, ru, photosText } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { LIMITS } from '../../src/shared/limits'
import { pngFiles } from '../files'
import { expect, expectWellShown, test } from '../fixtures'
import { failedSaveKeepsFormAndLeavingAsks } from '../pages/entry-form.flows'
import { dayOfThisMonth, EventFormPage, isoOf, shown } from '../pages/event-form.page'
import { EventsListPage } from '../pages/events-list.page'

const t = eventFormText
const m = t.messages
/** Seeded: user@example.com (active); event number 5 (with dates). */
const OWNER_ID = '000000a00000000000000001'
const EDITED_ID = '00000e400000000000000005'

type ApiEvent = {
  _id: string
  name: string
  holding_date: string
  date_start: string | null
  date_end: string | null
  country: { name: string }
  city: { name: string } | null
  contacts: Record<string, string>
  carousel_photos: unknown[]
}

async function findEvents(request: APIRequestContext, q: string): Promise<ApiEvent[]> {
  const response = await request.get(`/api/events?q=${encodeURIComponent(q)}`)
  return ((await response.json()) as { events: ApiEvent[] }).events
}

async function eventById(request: APIRequestContext, id: string): Promise<ApiEvent> {
  const response = await request.get(`/api/events/${id}`)
  return ((await response.json()) as { event: ApiEvent }).event
}

test.describe('Event form (spec sections 2 "Events screens — Form", 3, 4 "Forms", 5 "Event", 8)', () => {
  test('create shows every validation message, then a complete event is created and appears in the list', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    await form.openCreate()
    await expect(form.heading()).toHaveText(ru.pages.eventCreate)

    await form.submit().click()
    await expect(form.errorSummary()).toBeVisible()
    for (const field of ['owner_id', 'name', 'holding_date', 'specialization', 'city_id', 'contacts', 'description', 'photos'] as const) {
      await expect(form.errorSummary().getByText(t.fields[field], { exact: true })).toBeVisible()
    }
    await expect(form.ownerId()).toHaveAccessibleDescription('wrong user ID format (24 characters)')
    await expect(form.name()).toHaveAccessibleDescription(m.nameLength)
    await expect(form.holdingDate()).toHaveAccessibleDescription(new RegExp(m.min2))
    await expect(form.specialization()).toHaveAccessibleDescription(m.min2)
    await expect(form.city()).toHaveAccessibleDescription(m.cityRequired)
    await expect(form.contactsError()).toHaveText(m.contactsRequired)
    await expect(form.description()).toHaveAccessibleDescription(m.min2)
    await expect(page.getByText(m.photosCount(LIMITS.photosMin, LIMITS.photosMax))).toBeVisible()
    await expectWellShown(page)

    // Too long a name; an end date before the start date is refused.
    await form.name().fill('Я'.repeat(LIMITS.entityNameMax + 1))
    const start = dayOfThisMonth(20)
    await form.pickDay(form.dateStart(), start)
    await expect(form.dateStart()).toHaveText(shown(start))
    await form.pickDay(form.dateEnd(), dayOfThisMonth(10))
    await expect(form.dateEnd()).toHaveAccessibleDescription(m.endBeforeStart)
    await expect(form.errorSummary().getByText(t.fields.date_end, { exact: true })).toBeVisible()
    await expect(form.name()).toHaveAccessibleDescription(m.nameLength)

    // Now fill everything.
    const end = dayOfThisMonth(25)
    await form.pickDay(form.dateEnd(), end)
    await expect(form.dateEnd()).toHaveText(shown(end))
    await expect(form.dateEnd()).not.toHaveAttribute('aria-invalid', 'true')
    const name = 'Фестиваль «Проверка E2E»'
    await form.ownerId().fill(OWNER_ID)
    await form.name().fill(name)
    await form.holdingDate().fill('С 20 по 25 число, с 18:00')
    await form.specialization().fill('Фестиваль')
    await expect(form.country()).toHaveValue('Казахстан')
    await form.choose(form.city(), 'Алматы')
    await form.address().fill('Центральный парк')
    await form.contact('telegram').fill('@e2e_fest')
    await form.description().fill('Музыка, еда и мастер-классы.')
    await form.photoInput().setInputFiles(pngFiles(2))
    await expect(page.getByRole('img', { name: photosText.preview('photo-1.png') })).toBeVisible()
    await expect(form.errorSummary()).toBeHidden()

    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successCreate(name))
    await form.ok().click()
    await expect(page).toHaveURL(/\/events\/view/)
    const list = new EventsListPage(page)
    await list.search().fill('Проверка E2E')
    await expect(list.card(name)).toBeVisible()
    await expect(list.card(name)).toContainText(`${shown(start)} – ${shown(end)}`)

    // The payload went as sent.
    const [created] = await findEvents(request, 'Проверка E2E')
    expect(created).toMatchObject({
      name,
      holding_date: 'С 20 по 25 число, с 18:00',
      date_start: isoOf(start),
      date_end: isoOf(end),
      country: { name: 'Казахстан' },
      city: { name: 'Алматы' },
    })
    expect(created!.contacts.telegram).toBe('@e2e_fest')
    expect(created!.carousel_photos).toHaveLength(2)
  })

  test('edit round trip of dates, holding date, city and contacts', async ({ page, loginAs, request }) => {
    const before = await eventById(request, EDITED_ID)
    expect(before.date_start).not.toBeNull()
    await loginAs('admin')
    const form = new EventFormPage(page)
    await form.openEdit(EDITED_ID)
    await expect(form.heading()).toContainText(ru.pages.eventEdit)
    // Every field came filled, the dates back from ISO as DD.MM.YYYY.
    await expect(form.name()).toHaveValue(before.name)
    await expect(form.holdingDate()).toHaveValue(before.holding_date)
    const startDay = new Date(before.date_start!)
    await expect(form.dateStart()).toHaveText(shown(new Date(startDay.getUTCFullYear(), startDay.getUTCMonth(), startDay.getUTCDate())))
    await expect(form.country()).toHaveValue(before.country.name)
    await expect(form.city()).toHaveValue(before.city!.name)
    await expectWellShown(page)

    // The calendar opens at the start date's month: the 1st to the 28th of it.
    const newStart = new Date(startDay.getUTCFullYear(), startDay.getUTCMonth(), 1)
    const newEnd = new Date(startDay.getUTCFullYear(), startDay.getUTCMonth(), 28)
    await form.pickDay(form.dateStart(), newStart)
    await form.pickDay(form.dateEnd(), newEnd)
    await form.holdingDate().fill('Каждые выходные месяца')
    const [country, city] = before.city?.name === 'Бишкек' ? ['Кыргызстан', 'Ош'] : ['Кыргызстан', 'Бишкек']
    await form.choose(form.country(), country)
    await expect(form.city()).toHaveValue('')
    await form.choose(form.city(), city)
    await form.contact('telegram').fill('@e2e_round_trip')
    await form.contact('website').fill('')
    await form.contact('phone_number').fill('+996 555 00 00 00')

    await form.submit().click()
    await expect(form.dialog()).toContainText(t.successEdit(before.name))
    await form.ok().click()
    await expect(page).toHaveURL(/\/events\/view/)

    await form.openEdit(EDITED_ID)
    await expect(form.dateStart()).toHaveText(shown(newStart))
    await expect(form.dateEnd()).toHaveText(shown(newEnd))
    await expect(form.holdingDate()).toHaveValue('Каждые выходные месяца')
    await expect(form.country()).toHaveValue(country)
    await expect(form.city()).toHaveValue(city)
    await expect(form.contact('telegram')).toHaveValue('@e2e_round_trip')
    await expect(form.contact('website')).toHaveValue('')
    await expect(form.contact('phone_number')).toHaveValue('+996 555 00 00 00')
    const after = await eventById(request, EDITED_ID)
    expect(after.date_start).toBe(isoOf(newStart))
    expect(after.date_end).toBe(isoOf(newEnd))
  })

  test('a failed city list shows its error with a retry, not an empty picker; the retry loads the cities', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    await mock.fault({ path: '/api/static-data/cities', method: 'GET', status: 500, message: 'Cities are down', times: 1 })
    const form = new EventFormPage(page)
    await form.openCreate()
    const failure = form.root().getByRole('alert').filter({ hasText: entryFormText.citiesFailed })
    await expect(failure).toContainText('Cities are down')
    await expectWellShown(page)
    await failure.getByRole('button', { name: 'Повторить' }).click()
    await expect(failure).toBeHidden()
    await form.choose(form.city(), 'Алматы')
    await expect(form.city()).toHaveValue('Алматы')
  })

  test('a server error during save shows the failure modal and keeps the form filled; leaving asks first', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    await form.openEdit(EDITED_ID)
    await form.name().fill('Изменённое событие')
    await form.holdingDate().fill('Только по пятницам')
    await failedSaveKeepsFormAndLeavingAsks(form, mock, {
      savePath: `/api/admins/events/edit/${EDITED_ID}`,
      texts: t,
      kept: [
        [form.name(), 'Изменённое событие'],
        [form.holdingDate(), 'Только по пятницам'],
      ],
      navLabel: shellText.nav.events,
      editUrl: /\/events\/edit/,
      listUrl: /\/events\/view/,
    })
  })
})
