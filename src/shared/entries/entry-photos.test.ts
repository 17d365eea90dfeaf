import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configureApiClient } from '@/shared/api/client'
import { mockServer } from '../../../mocks/node'
import { entryPhotoCalls } from './entry-photos'

const entrySchema = z.object({ _id: z.string(), carousel_photos: z.array(z.object({ _id: z.string() })) })
const calls = entryPhotoCalls(z.object({ event: entrySchema }), '/admins/events', (answer) => answer.event)

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  configureApiClient({ token: () => 'token', onUnauthorized: () => {} })
})
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())

// photos/add goes through XMLHttpRequest (upload progress), which this environment cannot send
// multipart; the events-photos and organization-photos Playwright specs cover it.
const EVENT_ID = '65a000000000000000000e01'

describe('entry photo calls (spec section 7 "photos/remove")', () => {
  it("remove posts the carousel photo ids to the entry's photos/remove and answers the entry", async () => {
    let url = ''
    let body: unknown = null
    mockServer.use(
      http.post('*/admins/events/:id/photos/remove', async ({ request }) => {
        url = new URL(request.url).pathname
        body = await request.json()
        return HttpResponse.json({ status: 'ok', event: { _id: EVENT_ID, carousel_photos: [{ _id: 'p2' }] } })
      }),
    )
    const entry = await calls.remove(EVENT_ID, ['p1'])
    expect(entry).toEqual({ _id: EVENT_ID, carousel_photos: [{ _id: 'p2' }] })
    expect(url).toMatch(new RegExp(`/admins/events/${EVENT_ID}/photos/remove$`))
    expect(body).toEqual({ photos_to_delete: ['p1'], type: 'carousel' })
  })

  it('an entry id that is not an id sends nothing', async () => {
    let sent = 0
    mockServer.use(
      http.post('*/photos/remove', () => {
        sent += 1
        return HttpResponse.json({ status: 'ok' })
      }),
    )
    await expect(calls.remove('../../root/admins/x', ['p1'])).rejects.toThrow()
    expect(sent).toBe(0)
  })
})
