import { http } from 'msw'
import { z } from 'zod'
import type { Photo } from '@/shared/api/common-schemas'
import { addCarouselPhotos, filesOf, parsePayload, payloadFromForm, readForm, removeCarouselPhotos, sentKeys } from './entries'
import { api, authed, type Caller, MockHttpError, ok, readJson, requireCan, route } from './lib'

/** What every entry record holds besides its kind's own fields. */
type EntryRecord = { _id: string; is_active: boolean; carousel_photos: Photo[] }

/**
 * One kind of entry as the server sees it (organizations and events): its records, its answer's shape, its payload
 * and its rights. The handlers of spec section 7's entry calls are built from it once.
 */
export type EntryKindDefinition<R extends EntryRecord, S extends z.ZodObject, F> = {
  /** The path segment and the rights' subject: `/events`, `events:edit`. */
  kind: 'events' | 'organizations'
  /** The answer's key (`{ event }`) and the block call's id field (`event_id`). */
  one: 'event' | 'organization'
  notFound: string
  records: () => R[]
  /** GET /<kind>: the list answer. */
  list: (request: Request) => Record<string, unknown>
  toEntry: (record: R) => unknown
  payloadSchema: S
  /** The record as a payload: what an edit leaves as it is for the keys it does not send. */
  toPayload: (record: R) => z.input<S>
  /** Checks a complete payload; answers the record fields it describes. */
  validate: (payload: z.output<S>) => F
  /** 403 unless the caller may create (checked before the body is read). */
  requireCreate: (caller: Caller) => void
  /** 403 unless the caller may edit `record` (its edit and its photos). */
  requireEdit: (caller: Caller, record: R) => void
  /** The new record of a create: its checked fields, the payload and the uploaded `photos` files. */
  created: (input: { fields: F; payload: z.output<S>; files: File[]; caller: Caller }) => Promise<R>
  /** An edit's checked fields put on the record (by default simply assigned). */
  edited?: (record: R, fields: F, patch: Partial<z.output<S>>) => void
  /** What goes with a deleted record. */
  deleted?: (id: string) => void
}

/** The entry calls of one kind: list, one, block, create, edit, photo add and remove, delete. */
export function entryHandlers<R extends EntryRecord, S extends z.ZodObject, F>(definition: EntryKindDefinition<R, S, F>) {
  const { kind, one, notFound, records, toEntry, payloadSchema } = definition
  const find = (id: string): R => {
    const record = records().find((candidate) => candidate._id === id)
    if (!record) throw new MockHttpError(404, notFound)
    return record
  }
  const answer = (record: R) => ({ [one]: toEntry(record) })
  // The block call names the id after the kind: `event_id`, `organization_id`.
  const blockSchema = z
    .record(z.string(), z.unknown())
    .transform((body) => ({ ...body, id: body[`${one}_id`] }))
    .pipe(z.object({ id: z.string(), is_active: z.boolean() }))

  return [
    http.get(
      api(`/${kind}`),
      route(({ request }) => ok(definition.list(request))),
    ),
    http.get(
      api(`/${kind}/:id`),
      route(({ params }) => ok(answer(find(String(params.id))))),
    ),
    http.put(
      api(`/admins/${kind}/block`),
      authed(async ({ request, caller }) => {
        requireCan(caller, `${kind}:ban`)
        const { id, is_active } = await readJson(request, blockSchema)
        const record = find(id)
        record.is_active = is_active
        return ok(answer(record))
      }),
    ),
    http.post(
      api(`/admins/${kind}/create`),
      authed(async ({ request, caller }) => {
        definition.requireCreate(caller)
        const form = await readForm(request)
        const payload = parsePayload(payloadSchema, payloadFromForm(form))
        const fields = definition.validate(payload)
        const record = await definition.created({ fields, payload, files: filesOf(form, 'photos'), caller })
        records().unshift(record)
        return ok(answer(record), 201)
      }),
    ),
    http.patch(
      api(`/admins/${kind}/edit/:id`),
      authed(async ({ request, params, caller }) => {
        const record = find(String(params.id))
        definition.requireEdit(caller, record)
        const raw = await readJson(request, z.record(z.string(), z.unknown()))
        // Only the keys sent change (zod would fill the defaults of the others).
        const patch = sentKeys(parsePayload(payloadSchema.partial(), raw), raw) as Partial<z.output<S>>
        const fields = definition.validate(parsePayload(payloadSchema, { ...definition.toPayload(record), ...patch }))
        if (definition.edited) definition.edited(record, fields, patch)
        else Object.assign(record, fields)
        return ok(answer(record))
      }),
    ),
    ...(
      [
        ['add', addCarouselPhotos],
        ['remove', removeCarouselPhotos],
      ] as const
    ).map(([call, change]) =>
      http.post(
        api(`/admins/${kind}/:id/photos/${call}`),
        authed(async ({ request, params, caller }) => {
          const record = find(String(params.id))
          definition.requireEdit(caller, record)
          await change(record, request)
          return ok(answer(record))
        }),
      ),
    ),
    http.delete(
      api(`/admins/${kind}/:id`),
      authed(({ params, caller }) => {
        requireCan(caller, `${kind}:delete`)
        const list = records()
        const index = list.findIndex((record) => record._id === String(params.id))
        if (index === -1) throw new MockHttpError(404, notFound)
        list.splice(index, 1)
        definition.deleted?.(String(params.id))
        return ok()
      }),
    ),
  ]
}
