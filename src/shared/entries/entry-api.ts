import { safeParse } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import type { EntryListQuery } from '@/shared/lib/search-params'
import { buildCreateFormData, buildPhotosAddFormData } from '@/shared/photos/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'
import { entryListSearchParams, type EntryListAnswer, type EntryTotals } from './entry-list-calls'

/** The two directory entries of spec sections 3–5; each names its paths, query keys and permissions. */
export type EntryKind = 'organizations' | 'events'

/**
 * What one kind of entry gives its calls (spec section 7): its names and its feature's schemas. The
 * paths are the kind's (`/organizations`, `/admins/organizations/…`), an answer carries the entry
 * under `one` and a list page its entries under `kind`, the block call names it `<one>_id`.
 */
type EntryApiDefinition<
  K extends EntryKind,
  O extends string,
  R extends $ZodType<Record<O, unknown>>,
  L extends $ZodType<Record<K, unknown[]> & { total: number }>,
  P extends object,
> = {
  kind: K
  /** The entry's own name in answers: `organization`, `event`. */
  one: O
  /** GET /<kind>/{id}, block, create, edit, photos add and remove. */
  responseSchema: R
  /** GET /<kind>: a page of list items, `total`, and the status filter's totals when asked for. */
  listSchema: L
  /** The create and edit payload of spec section 3 (it types the two calls). */
  payloadSchema: $ZodType<P>
  /** The status filter's totals in a list answer, where it carries them (each kind spells them its own way). */
  totalsOf: (answer: output<L>) => EntryTotals | null
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/** The calls of one kind of entry (spec section 7), each parsing its answer with the feature's schema. */
export function entryApi<
  K extends EntryKind,
  O extends string,
  R extends $ZodType<Record<O, unknown>>,
  L extends $ZodType<Record<K, unknown[]> & { total: number }>,
  P extends object,
>({ kind, one, responseSchema, listSchema, totalsOf }: EntryApiDefinition<K, O, R, L, P>) {
  type Entry = output<R>[O]
  type Item = output<L>[K][number]
  const admin = `/admins/${kind}`
  const entryOf = (answer: output<R>): Entry => answer[one]
  const photosPath = (id: string) => `${admin}/${pathId(id)}/photos`

  return {
    kind,
    one,
    /** Whether `item` is a list item of this kind, as the list answer's schema reads one (a record another tab sends). */
    isListItem: (item: unknown): boolean => safeParse(listSchema, { [kind]: [item], total: 0 }).success,
    /** Whether `entry` is an entry of this kind, as the entry answer's schema reads one. */
    isEntry: (entry: unknown): boolean => safeParse(responseSchema, { [one]: entry }).success,
    /** GET /<kind>: newest first, fully populated, without counting a view; with the whole collection's totals when asked. */
    list: async (search: EntryListQuery, countAllTotals: boolean, signal?: AbortSignal): Promise<EntryListAnswer<Item>> => {
      const answer = await apiRequest(listSchema, `/${kind}`, {
        searchParams: entryListSearchParams(search, countAllTotals),
        ...withSignal(signal),
      })
      return { items: answer[kind], total: answer.total, totals: totalsOf(answer) }
    },
    /** GET /<kind>/{id} without counting a click. */
    detail: async (id: string, signal?: AbortSignal): Promise<Entry> =>
      entryOf(
        await apiRequest(responseSchema, `/${kind}/${pathId(id)}`, { searchParams: { should_add_clicks: false }, ...withSignal(signal) }),
      ),
    /** PUT block: is_active false bans, true unbans; answers the entry. */
    setActive: async (id: string, isActive: boolean): Promise<Entry> =>
      entryOf(await apiRequest(responseSchema, `${admin}/block`, { method: 'put', json: { [`${one}_id`]: id, is_active: isActive } })),
    /** DELETE: the full, permanent delete. */
    remove: async (id: string): Promise<void> => {
      await apiRequest(okSchema, `${admin}/${pathId(id)}`, { method: 'delete' })
    },
    /** POST create (multipart): the payload and the new photos as repeated `photos` parts, with upload progress. */
    create: async (payload: P, photos: readonly File[] = [], options: UploadCallOptions = {}): Promise<Entry> =>
      entryOf(await uploadRequest(responseSchema, `${admin}/create`, buildCreateFormData(payload, photos), uploadOptions(options))),
    /** PATCH edit (JSON, the whole payload). */
    edit: async (id: string, payload: P): Promise<Entry> =>
      entryOf(await apiRequest(responseSchema, `${admin}/edit/${pathId(id)}`, { method: 'patch', json: payload })),
    /** POST photos/add (multipart): type carousel, the owner's id and the files as repeated `files` parts, with upload progress. */
    addPhotos: async (id: string, input: { owner_id: string; files: readonly File[] }, options: UploadCallOptions = {}): Promise<Entry> =>
      entryOf(await uploadRequest(responseSchema, `${photosPath(id)}/add`, buildPhotosAddFormData(input), uploadOptions(options))),
    /** POST photos/remove: the carousel photo ids to delete. */
    removePhotos: async (id: string, photoIds: readonly string[]): Promise<Entry> =>
      entryOf(
        await apiRequest(responseSchema, `${photosPath(id)}/remove`, {
          method: 'post',
          json: { photos_to_delete: photoIds, type: 'carousel' },
        }),
      ),
  }
}

/** One kind's calls, as the shared queries, row actions and screens take them. */
export type EntryApi<Item = unknown, Entry = unknown> = {
  kind: EntryKind
  one: string
  isListItem: (item: unknown) => boolean
  isEntry: (entry: unknown) => boolean
  list: (search: EntryListQuery, countAllTotals: boolean, signal?: AbortSignal) => Promise<EntryListAnswer<Item>>
  detail: (id: string, signal?: AbortSignal) => Promise<Entry>
  setActive: (id: string, isActive: boolean) => Promise<Entry>
  remove: (id: string) => Promise<void>
}
