import type { APIRequestContext } from '@playwright/test'
import { eventViewText } from '../../src/shared/i18n/events'
import { mapText } from '../../src/shared/i18n/ru'
import { CONTACT_CHANNELS, LIMITS } from '../../src/shared/limits'
import { expect, expectWellShown, test } from '../fixtures'
import { useMapsStandIn } from '../maps-stand-in'
import { EventSinglePage } from '../pages/event-single.page'

const t = eventViewText
/** Seeded event number 2 has no contacts at all. */
const EMPTY_CONTACTS_ID = '00000e400000000000000002'

type ApiEvent = {
  _id: string
  name: string
  specialization: string
  holding_date: string
  date_start: string | null
  date_end: string | null
  description: string
  address: string
  user: { _id: string; email: string }
  country: { name: string }
  city: { name: string; coordinates: { lat: number; lon: number } }
}

async function eventById(request: APIRequestContext, id: string): Promise<ApiEvent> {
  const response = await request.get(`/api/events/${id}`)
  return ((await response.json()) as { event: ApiEvent }).event
}

/** DD.MM.YYYY of an ISO calendar day (read in UTC). */
const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

test.describe('Event single view (spec section 2 "Events screens — Single view", sections 8 and 9)', () => {
  test('shows every block, a placeholder for each empty contact and the map on the city at zoom 12; its buttons lead on', async ({
    page,
    loginAs,
    request,
  }) => {
    const event = await eventById(request, EMPTY_CONTACTS_ID)
    await useMapsStandIn(page)
    await loginAs('admin')
    const view = new EventSinglePage(page)
    await view.open(EMPTY_CONTACTS_ID)
    await expect(view.heading()).toContainText(event.name)

    const owner = view.block(t.owner)
    await expect(view.field(t.owner, t.registeredAt)).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(owner).toContainText(event.user._id)
    await expect(owner).toContainText(event.user.email)
    await expect(view.field(t.event, t.name)).toContainText(event.name)
    await expect(view.field(t.event, t.specialization)).toContainText(event.specialization)
    await expect(view.field(t.event, t.holdingDate)).toContainText(event.holding_date)
    await expect(view.field(t.event, t.dateStart)).toContainText(day(event.date_start!))
    await expect(view.field(t.event, t.dateEnd)).toContainText(day(event.date_end!))
    await expect(view.block(t.description)).toContainText(event.description)
    await expect(view.field(t.location, t.country)).toContainText(event.country.name)
    await expect(view.field(t.location, t.city)).toContainText(event.city.name)
    await expect(view.field(t.location, t.address)).toContainText(event.address)
    const { lat, lon } = event.city.coordinates
    await expect(view.block(t.location).getByTestId('stand-in-map')).toHaveText(
      `center ${lat.toFixed(6)},${lon.toFixed(6)} zoom ${LIMITS.eventsCityZoom}`,
    )
    await expect(view.block(t.contacts).getByText(t.emptyValue)).toHaveCount(CONTACT_CHANNELS.length)
    await expect(view.block(t.eventId)).toContainText(EMPTY_CONTACTS_ID)
    await expect(view.field(t.eventId, t.createdAt)).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(view.block(t.carousel).getByRole('img')).toBeVisible()
    await expectWellShown(page)

    await view.expectButtonsLeadOn(EMPTY_CONTACTS_ID)
  })

  test('a failed load shows the server message, else "Ошибка", with a retry; without a Maps key the map is an error panel', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const view = new EventSinglePage(page)
    await view.failedLoadsThenRetry(mock, 'There is no such event', EMPTY_CONTACTS_ID, view.block(t.owner))
    await expect(view.mapError()).toContainText(mapText.noKey)
  })
})
