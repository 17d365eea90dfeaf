import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configureApiClient } from '@/shared/api/client'
import { entryListSearchSchema } from '@/shared/lib/search-params'
import { mockServer } from '../../../mocks/node'
import { entryApi } from './entry-api'

const entrySchema = z.object({ _id: z.string(), is_active: z.boolean(), carousel_photos: z.array(z.object({ _id: z.string() })) })
const api = entryApi({
  kind: 'events',
  one: 'event',
  responseSchema: z.object({ event: entrySchema }),
  listSchema: z.object({ events: z.array(entrySchema), total: z.number(), banned: z.optional(z.number()) }),
  payloadSchema: z.object({ name: z.string() }),
  totalsOf: ({ total, banned }) => (banned === undefined ? null : { all: total, active: total - banned, banned }),
})

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  configureApiClient({ token: () => 'token', onUnauthorized: () => {} })
})
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())

// photos/add and create go through XMLHttpRequest (upload progress), which this environment cannot send
// multipart; the events-photos, organization-photos and form Playwright specs cover them.
const EVENT_ID = '65a000000000000000000e01'
const event = { _id: EVENT_ID, is_active: true, carousel_photos: [{ _id: 'p2' }] }

/** Answers `answer` on `method` `path` and keeps what was sent. */
function answering(method: 'get' | 'put' | 'post', path: string, answer: object) {
  const sent: { url: URL; body: unknown }[] = []
  mockServer.use(
    http[method](path, async ({ request }) => {
      sent.push({ url: new URL(request.url), body: method === 'get' ? null : await request.json() })
      return HttpResponse.json({ status: 'ok', ...answer })
    }),
  )
  return sent
}

describe("an entry kind's calls (spec section 7), named by the kind", () => {
  it('list reads a page of GET /<kind> with the totals the kind spells its own way', async () => {
    const sent = answering('get', '*/events', { events: [event], total: 10, banned: 3 })
    const page = await api.list(entryListSearchSchema.parse({ q: 'ярмарка' }), true)
    expect(page).toEqual({ items: [event], total: 10, totals: { all: 10, active: 7, banned: 3 } })
    expect(sent[0]!.url.pathname).toMatch(/\/events$/)
    expect(sent[0]!.url.searchParams.get('count_all_totals')).toBe('true')
  })

  it('setActive puts the entry as `<one>_id` to /admins/<kind>/block and answers the entry', async () => {
    const sent = answering('put', '*/admins/events/block', { event: { ...event, is_active: false } })
    await expect(api.setActive(EVENT_ID, false)).resolves.toMatchObject({ _id: EVENT_ID, is_active: false })
    expect(sent[0]!.body).toEqual({ event_id: EVENT_ID, is_active: false })
  })

  it("removePhotos posts the carousel photo ids to the entry's photos/remove and answers the entry", async () => {
    const sent = answering('post', '*/admins/events/:id/photos/remove', { event })
    await expect(api.removePhotos(EVENT_ID, ['p1'])).resolves.toEqual(event)
    expect(sent[0]!.url.pathname).toMatch(new RegExp(`/admins/events/${EVENT_ID}/photos/remove$`))
    expect(sent[0]!.body).toEqual({ photos_to_delete: ['p1'], type: 'carousel' })
  })

  it('an entry id that is not an id sends nothing', async () => {
    const sent = answering('post', '*/photos/remove', {})
    await expect(api.removePhotos('../../root/admins/x', ['p1'])).rejects.toThrow()
    expect(sent).toHaveLength(0)
  })
})
