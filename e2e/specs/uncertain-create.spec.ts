import type { APIRequestContext } from '@playwright/test'
import { entryFormText, ru, uncertainCreateText } from '../../src/shared/i18n/ru'
import { pngFiles } from '../files'
import { expect, expectWellShown, test, type MockBackend } from '../fixtures'
import { EventFormPage } from '../pages/event-form.page'

/** Seeded: user@example.com (active). */
const OWNER_ID = '000000a00000000000000001'
const CREATE_PATH = '/api/admins/events/create'

type ApiEvent = { _id: string; name: string; carousel_photos: unknown[] }

async function eventsNamed(request: APIRequestContext, name: string): Promise<ApiEvent[]> {
  const response = await request.get(`/api/events?q=${encodeURIComponent(name)}&per_page=500`)
  return ((await response.json()) as { events: ApiEvent[] }).events.filter((event) => event.name === name)
}

/** A complete new event with two chosen photos. */
async function fillEvent(form: EventFormPage, name: string) {
  await form.openCreate()
  await form.ownerId().fill(OWNER_ID)
  await form.name().fill(name)
  await form.holdingDate().fill('Каждую субботу')
  await form.specialization().fill('Ярмарка')
  await form.choose(form.city(), 'Алматы')
  await form.contact('telegram').fill('@e2e_uncertain')
  await form.description().fill('Проверка создания без ответа сервера.')
  await form.photoInput().setInputFiles(pngFiles(2))
}

const dropAfterWrite = (mock: MockBackend, answer: { network: true } | { body: unknown } | { status: number; message: string }) =>
  mock.fault({ path: CREATE_PATH, method: 'POST', afterWrite: true, times: 1, ...answer })

test.describe('An uncertain create is looked up before a retry, so a retry never makes a duplicate', () => {
  test('the answer is lost after the server created the event: the console finds it and says so; nothing is sent again', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Ответ потерян»'
    await fillEvent(form, name)
    await dropAfterWrite(mock, { network: true })
    await form.submit().click()
    const outcome = page.getByRole('dialog', { name: ru.common.success })
    await expect(outcome).toContainText(uncertainCreateText.created(name))
    await expectWellShown(page, '[role="dialog"]')
    expect(await eventsNamed(request, name)).toHaveLength(1)
    const creates = (await mock.calls()).filter((call) => call.path.startsWith(CREATE_PATH))
    expect(creates).toHaveLength(1)
  })

  test('a malformed success answer after the write: found, not created twice', async ({ page, loginAs, mock, request }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Ответ искажён»'
    await fillEvent(form, name)
    await dropAfterWrite(mock, { body: { status: 'ok', event: { broken: true } } })
    await form.submit().click()
    await expect(page.getByRole('dialog', { name: ru.common.success })).toContainText(uncertainCreateText.created(name))
    expect(await eventsNamed(request, name)).toHaveLength(1)
  })

  test('the connection drops before the server created it: not found, the retry is offered with the chosen photos kept, one event in the end', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Повтор после сбоя»'
    await fillEvent(form, name)
    await mock.fault({ path: CREATE_PATH, method: 'POST', network: true, times: 1 })
    await form.submit().click()
    const failure = page.getByRole('dialog', { name: ru.common.error })
    await expect(failure).toContainText(entryFormText.noConnection)
    await expect(failure).toContainText(uncertainCreateText.notCreated)
    await expectWellShown(page, '[role="dialog"]')
    expect(await eventsNamed(request, name)).toHaveLength(0)

    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(page.getByRole('dialog', { name: ru.common.success })).toContainText(entryFormText.successCreate(name))
    const created = await eventsNamed(request, name)
    expect(created).toHaveLength(1)
    // The retry sent the photos chosen before the failure.
    expect(created[0]!.carousel_photos).toHaveLength(2)
  })

  test('a 504 from the gateway after the server created the event: found before any retry, one event in the end', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Шлюз не дождался»'
    await fillEvent(form, name)
    await dropAfterWrite(mock, { status: 504, message: 'Gateway Timeout' })
    await form.submit().click()
    await expect(page.getByRole('dialog', { name: ru.common.success })).toContainText(uncertainCreateText.created(name))
    expect(await eventsNamed(request, name)).toHaveLength(1)
    const creates = (await mock.calls()).filter((call) => call.path.startsWith(CREATE_PATH))
    expect(creates).toHaveLength(1)
  })

  test('a colleague’s event of the same name and owner with other fields is not taken for this one: the retry creates it', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Тёзка коллеги»'
    await fillEvent(form, name)
    // A colleague (the events admin) creates an event of the same name for the same owner, with other fields, just now.
    const { token } = await mock.login('events')
    const countries = (await (await request.get('/api/static-data/countries')).json()) as { countries: { _id: string; name: string }[] }
    const country = countries.countries.find((candidate) => candidate.name === 'Казахстан')!
    const cities = (await (await request.get(`/api/static-data/cities?country_id=${country._id}`)).json()) as {
      cities: { _id: string; name: string }[]
    }
    const [photo] = pngFiles(1, 'colleague')
    const colleague = await request.post(CREATE_PATH, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        owner_id: OWNER_ID,
        name,
        country_id: country._id,
        city_id: cities.cities.find((city) => city.name === 'Алматы')!._id,
        holding_date: 'Каждое воскресенье',
        specialization: 'Ярмарка',
        address: '',
        contacts: JSON.stringify({ telegram: '@colleague' }),
        description: 'Событие коллеги.',
        photos: photo!,
      },
    })
    expect(colleague.ok(), await colleague.text()).toBe(true)
    // This admin's create never reaches the server.
    await mock.fault({ path: CREATE_PATH, method: 'POST', network: true, times: 1 })
    await form.submit().click()
    const failure = page.getByRole('dialog', { name: ru.common.error })
    await expect(failure).toContainText(uncertainCreateText.notCreated)
    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(page.getByRole('dialog', { name: ru.common.success })).toContainText(entryFormText.successCreate(name))
    const created = await eventsNamed(request, name)
    expect(created).toHaveLength(2)
  })

  test('where the deploy says the server honours idempotency keys, the retry carries the first attempt’s key and the server answers it once', async ({
    page,
    loginAs,
    mock,
    request,
  }) => {
    expect((await request.put('/__mock/config', { data: { idempotencyKeys: true } })).ok()).toBe(true)
    await loginAs('admin')
    const form = new EventFormPage(page)
    const name = 'Ярмарка «Один ключ»'
    await fillEvent(form, name)
    const keys: (string | undefined)[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === CREATE_PATH) keys.push(sent.headers()['idempotency-key'])
    })
    await dropAfterWrite(mock, { status: 504, message: 'Gateway Timeout' })
    await form.submit().click()
    const failure = page.getByRole('dialog', { name: ru.common.error })
    await expect(failure).toContainText(uncertainCreateText.retrySafe)
    await failure.getByRole('button', { name: ru.common.retry }).click()
    await expect(page.getByRole('dialog', { name: ru.common.success })).toContainText(entryFormText.successCreate(name))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
    expect(await eventsNamed(request, name)).toHaveLength(1)
  })
})
