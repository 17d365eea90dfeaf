import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/shared/limits'
import { readImageHeader } from '@/shared/photos/image-header'
import { holdsGpsPointer, phoneJpeg } from '@/test/phone-jpeg'
import { createDraftStore, indexedDbBackend, newRecordId, type DraftBackend, type DraftRecord } from './drafts'

/** A backend in memory, for the store's own rules. */
function memoryBackend(): DraftBackend & { size: () => number } {
  const map = new Map<string, DraftRecord>()
  return {
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, draft) => Promise.resolve(void map.set(key, draft)),
    del: (key) => Promise.resolve(void map.delete(key)),
    entries: () => Promise.resolve([...map.entries()]),
    size: () => map.size,
  }
}

const anna = { admin: 'admin-anna', kind: 'organizations', record: 'org-1' }
const draft = { base: { name: '"Старое"' }, values: { name: 'Новое' } }

function clock(start = Date.UTC(2026, 10, 26, 12)) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('the draft store: one draft per admin and per record, until saved, discarded or expired', () => {
  it('gives an admin back the draft of the record it was written for, with when it was written', async () => {
    const time = clock()
    const store = createDraftStore(memoryBackend(), time.now)
    await store.write(anna, draft)
    expect(await store.read(anna)).toEqual({ ...anna, ...draft, savedAt: time.now() })
  })

  it('another admin in the same browser never sees it', async () => {
    const store = createDraftStore(memoryBackend())
    await store.write(anna, draft)
    expect(await store.read({ ...anna, admin: 'admin-max' })).toBeNull()
  })

  it('another record, another kind, or a create of another country is another draft', async () => {
    const store = createDraftStore(memoryBackend())
    await store.write(anna, draft)
    await store.write({ ...anna, record: newRecordId('kz') }, { ...draft, values: { name: 'Создаваемая' } })
    expect(await store.read({ ...anna, record: 'org-2' })).toBeNull()
    expect(await store.read({ ...anna, kind: 'events' })).toBeNull()
    expect(await store.read({ ...anna, record: newRecordId('kg') })).toBeNull()
    expect((await store.read({ ...anna, record: newRecordId('kz') }))?.values).toEqual({ name: 'Создаваемая' })
    expect((await store.read(anna))?.values).toEqual({ name: 'Новое' })
  })

  it('a saved or discarded draft is removed', async () => {
    const store = createDraftStore(memoryBackend())
    await store.write(anna, draft)
    await store.remove(anna)
    expect(await store.read(anna)).toBeNull()
  })

  it('expires LIMITS.draftExpiryMs after it was last written: not offered, and dropped', async () => {
    const time = clock()
    const backend = memoryBackend()
    const store = createDraftStore(backend, time.now)
    await store.write(anna, draft)
    time.advance(LIMITS.draftExpiryMs)
    expect(await store.read(anna)).not.toBeNull()
    await store.write(anna, draft)
    time.advance(LIMITS.draftExpiryMs + 1)
    expect(await store.read(anna)).toBeNull()
    expect(backend.size()).toBe(0)
  })

  it("an explicit logout removes every draft of that admin (and anyone's expired ones), never another admin's", async () => {
    const time = clock()
    const backend = memoryBackend()
    const store = createDraftStore(backend, time.now)
    await store.write({ ...anna, admin: 'admin-old' }, draft)
    time.advance(LIMITS.draftExpiryMs + 1)
    await store.write(anna, draft)
    await store.write({ ...anna, kind: 'article' }, draft)
    await store.write({ ...anna, admin: 'admin-max' }, draft)
    await store.removeAdmin('admin-anna')
    expect(await store.read(anna)).toBeNull()
    expect(await store.read({ ...anna, kind: 'article' })).toBeNull()
    expect(await store.read({ ...anna, admin: 'admin-max' })).not.toBeNull()
    expect(backend.size()).toBe(1)
  })

  it('as the console starts, every expired draft of anyone goes, unread, and every other stays', async () => {
    const time = clock()
    const backend = memoryBackend()
    const store = createDraftStore(backend, time.now)
    await store.write({ ...anna, admin: 'admin-old' }, draft)
    time.advance(LIMITS.draftExpiryMs)
    await store.write(anna, draft)
    time.advance(1)
    await store.removeExpired()
    expect(backend.size()).toBe(1)
    expect(await store.read(anna)).not.toBeNull()
  })

  it('a failing storage never throws into the form: nothing read, the write says it did not happen', async () => {
    const fail = async () => Promise.reject(new Error('QuotaExceededError'))
    const store = createDraftStore({ get: fail, set: fail, del: fail, entries: fail })
    expect(await store.read(anna)).toBeNull()
    expect(await store.write(anna, draft)).toBe(false)
    await expect(store.remove(anna)).resolves.toBeUndefined()
    await expect(store.removeAdmin('admin-anna')).resolves.toBeUndefined()
  })
})

describe("create drafts: one per tab, and a closed tab's left for the next create form", () => {
  const create = { admin: 'admin-anna', kind: 'organizations', record: newRecordId('kz') }
  const typed = (name: string) => ({ base: { name: '""' }, values: { name } })

  it('two tabs creating the same kind in one country keep a draft each', async () => {
    const store = createDraftStore(memoryBackend())
    await store.write({ ...create, tab: 'tab-1' }, typed('Первая'))
    await store.write({ ...create, tab: 'tab-2' }, typed('Вторая'))
    expect((await store.read({ ...create, tab: 'tab-1' }))?.values.name).toBe('Первая')
    expect((await store.read({ ...create, tab: 'tab-2' }))?.values.name).toBe('Вторая')
  })

  it("offers another tab's create draft only once that tab is closed, newest first, never another country's or admin's", async () => {
    const time = clock()
    const store = createDraftStore(memoryBackend(), time.now)
    await store.write({ ...create, tab: 'closed-early' }, typed('Раньше'))
    time.advance(1000)
    await store.write({ ...create, tab: 'closed-late' }, typed('Позже'))
    await store.write({ ...create, tab: 'open' }, typed('Открытая вкладка'))
    await store.write({ ...create, record: newRecordId('kg'), tab: 'other-country' }, typed('Другая страна'))
    await store.write({ ...create, admin: 'admin-max', tab: 'other-admin' }, typed('Другой администратор'))
    await store.write({ ...create, tab: 'here' }, typed('Своя'))
    const left = await store.orphans({ ...create, tab: 'here' }, new Set(['open', 'here']))
    expect(left.map((draft) => draft.values.name)).toEqual(['Позже', 'Раньше'])
  })
})

describe('the draft store on IndexedDB (idb-keyval)', () => {
  it('keeps a chosen photo (a Blob) with the text, per admin and per record, and removes it', async () => {
    const store = createDraftStore(indexedDbBackend())
    await store.write(anna, { base: {}, values: { name: 'Кафе', photos: [phoneJpeg('front.jpg')] } })
    const read = await store.read(anna)
    const [kept] = read?.values.photos as File[]
    expect(read?.values.name).toBe('Кафе')
    expect(kept).toBeInstanceOf(Blob)
    expect(readImageHeader(new Uint8Array(await kept!.arrayBuffer()))).toMatchObject({ width: 40, height: 30 })
    expect(await store.read({ ...anna, admin: 'admin-max' })).toBeNull()
    await store.removeAdmin('admin-anna')
    expect(await store.read(anna)).toBeNull()
  })
})

describe('a draft with chosen files', () => {
  it('keeps a photo chosen with a GPS position without its EXIF position, the right way up, under its name', async () => {
    const backend = memoryBackend()
    const store = createDraftStore(backend)
    const chosen = phoneJpeg('phone.jpg')
    expect(holdsGpsPointer(new Uint8Array(await chosen.arrayBuffer()))).toBe(true)
    await store.write(anna, { base: {}, values: { name: 'Кафе', cover: chosen, photos: [chosen] } })
    const [stored] = (await backend.entries()).map(([, record]) => record.values)
    for (const kept of [stored!.cover, ...(stored!.photos as File[])] as File[]) {
      const bytes = new Uint8Array(await kept.arrayBuffer())
      expect(holdsGpsPointer(bytes)).toBe(false)
      expect(readImageHeader(bytes)).toMatchObject({ width: 40, height: 30, orientation: 6 })
      expect([kept.name, kept.type]).toEqual(['phone.jpg', 'image/jpeg'])
    }
  })

  it('leaves out a chosen file whose metadata cannot be taken out (not a readable PNG or JPEG)', async () => {
    const store = createDraftStore(memoryBackend())
    const unreadable = new File(['not a jpeg at all'], 'broken.jpg', { type: 'image/jpeg' })
    await store.write(anna, { base: {}, values: { cover: unreadable, photos: [unreadable, phoneJpeg('phone.jpg')] } })
    const values = (await store.read(anna))!.values
    expect(values.cover).toBeNull()
    expect((values.photos as File[]).map((file) => file.name)).toEqual(['phone.jpg'])
  })

  it('where the browser refuses to store files, the text is kept without them', async () => {
    const memory = memoryBackend()
    const refusesFiles: DraftBackend = {
      ...memory,
      set: (key, record) =>
        Object.values(record.values).some(
          (value) => value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob)),
        )
          ? Promise.reject(new DOMException('Blobs are not supported', 'DataCloneError'))
          : memory.set(key, record),
    }
    const store = createDraftStore(refusesFiles)
    const cover = phoneJpeg('cover.jpg')
    expect(await store.write(anna, { base: {}, values: { name: 'Новое', cover, photos: [cover], sort: '3' } })).toBe(true)
    expect((await store.read(anna))?.values).toEqual({ name: 'Новое', cover: null, photos: [], sort: '3' })
  })

  it('where it stores them, the files come back with the text', async () => {
    const store = createDraftStore(memoryBackend())
    await store.write(anna, { base: {}, values: { name: 'Новое', cover: phoneJpeg('cover.jpg') } })
    expect(((await store.read(anna))?.values.cover as File).name).toBe('cover.jpg')
  })
})
