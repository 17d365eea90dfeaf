import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { CACHE_CHANNEL, checkRecordsUnder, connectCacheChannel } from './cache-channel'
import { patchEntryInLists, prependToLists, refetchCached, removeCached, removeEntryFromLists, setCachedData } from './query-cache'
import { tabChannelName, type TabPort } from './tab-channel'

type Entry = { _id: string; name: string; is_active: boolean }
type Page = { items: Entry[]; total: number }

/**
 * The records of a kind only this file registers checks for: the unit tests share their modules (vitest's `isolate:
 * false`), and the organizations' own checks, registered by any test that imports their queries, would refuse these
 * tests' short records. Held in lists and entries as the organizations' are, checked as the entry kinds check theirs.
 */
const KIND = 'channel-test-entries'
const entrySchema = z.object({ _id: z.string(), name: z.string(), is_active: z.boolean() })
const isEntry = (value: unknown) => z.safeParse(entrySchema, value).success
checkRecordsUnder({ key: [KIND, 'list'], listItem: isEntry })
checkRecordsUnder({ key: [KIND, 'detail'], answer: isEntry })

/** One browser's channel: what one port posts reaches every other port, cloned as a BroadcastChannel clones it. */
function channel() {
  const ports: TabPort[] = []
  return () => {
    const port: TabPort = {
      onmessage: null,
      close: () => ports.splice(ports.indexOf(port), 1),
      postMessage: (message: unknown) => {
        for (const other of ports) if (other !== port) other.onmessage?.({ data: structuredClone(message) } as MessageEvent<unknown>)
      },
    }
    ports.push(port)
    return port
  }
}

/** Two tabs of one browser, each with its own cache, signed in as `admins[i]`. */
function twoTabs(admins: [string, string] = ['admin-1', 'admin-1']) {
  const open = channel()
  const tabs = admins.map((adminId) => {
    const queryClient = new QueryClient()
    connectCacheChannel(queryClient, { port: open(), currentAdmin: () => adminId })
    return queryClient
  })
  return { listTab: tabs[0]!, editTab: tabs[1]! }
}

const secondPageOfActive = [KIND, 'list', { page: 2, is_active: true }]
const firstPage = [KIND, 'list', { page: 1 }]

function holdLists(queryClient: QueryClient) {
  queryClient.setQueryData<Page>(secondPageOfActive, { items: [{ _id: 'o1', name: 'Old', is_active: true }], total: 21 })
  queryClient.setQueryData<Page>(firstPage, { items: [{ _id: 'o2', name: 'Other', is_active: true }], total: 40 })
}

describe('every tab sees every write (the cache effect is shared, each tab applies it to what it holds)', () => {
  it('an organization renamed in a tab that holds no list shows renamed in the list of another page and filter in the other tab', () => {
    const { listTab, editTab } = twoTabs()
    holdLists(listTab)
    patchEntryInLists<Entry>(editTab, [KIND, 'list'], 'o1', { name: 'New' })
    expect(listTab.getQueryData<Page>(secondPageOfActive)!.items[0]).toEqual({ _id: 'o1', name: 'New', is_active: true })
    // A list without the entry keeps its answer; the lists are marked stale, as in the writing tab.
    expect(listTab.getQueryData<Page>(firstPage)!.items[0]!.name).toBe('Other')
    expect(listTab.getQueryState(secondPageOfActive)!.isInvalidated).toBe(true)
    // The writing tab did not get lists it never held.
    expect(editTab.getQueryData(secondPageOfActive)).toBeUndefined()
  })

  it('a delete in one tab takes the entry out of the other tab’s lists and counts it out of their totals', () => {
    const { listTab, editTab } = twoTabs()
    holdLists(listTab)
    removeEntryFromLists(editTab, [KIND, 'list'], 'o1')
    expect(listTab.getQueryData<Page>(secondPageOfActive)).toEqual({ items: [], total: 20 })
  })

  it('an exact key’s new answer reaches a tab that holds the key, and is not planted where it is not held', () => {
    const { listTab, editTab } = twoTabs()
    listTab.setQueryData([KIND, 'detail', 'o1'], { _id: 'o1', name: 'Old', is_active: true })
    setCachedData(editTab, [KIND, 'detail', 'o1'], { _id: 'o1', name: 'New', is_active: true })
    setCachedData(editTab, [KIND, 'detail', 'o9'], { _id: 'o9', name: 'Nine', is_active: true })
    expect(listTab.getQueryData([KIND, 'detail', 'o1'])).toEqual({ _id: 'o1', name: 'New', is_active: true })
    expect(listTab.getQueryData([KIND, 'detail', 'o9'])).toBeUndefined()
  })

  it('a removal and a refetch go to the other tab as well', async () => {
    const { listTab, editTab } = twoTabs()
    listTab.setQueryData(['cities', 'c1'], [{ _id: 'x' }])
    removeCached(editTab, ['cities', 'c1'], { exact: true })
    expect(listTab.getQueryState(['cities', 'c1'])).toBeUndefined()
    holdLists(listTab)
    await refetchCached(editTab, [KIND, 'list'], { exact: false })
    expect(listTab.getQueryState(firstPage)!.isInvalidated).toBe(true)
  })

  it('a new item at the front: the other tab marks its lists stale (where it falls depends on each list)', () => {
    const { listTab, editTab } = twoTabs()
    holdLists(listTab)
    prependToLists<Entry>(editTab, [KIND, 'list'], 'items', { _id: 'n', name: 'N', is_active: true }, () => ({ limit: 20 }))
    expect(listTab.getQueryState(firstPage)!.isInvalidated).toBe(true)
    expect(listTab.getQueryData<Page>(firstPage)!.items.map((item) => item._id)).toEqual(['o2'])
  })

  it('a message of another admin signed in in another tab changes nothing', () => {
    const { listTab, editTab } = twoTabs(['admin-1', 'admin-2'])
    holdLists(listTab)
    patchEntryInLists<Entry>(editTab, [KIND, 'list'], 'o1', { name: 'New' })
    expect(listTab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('Old')
    expect(listTab.getQueryState(secondPageOfActive)!.isInvalidated).toBe(false)
  })

  it('after the disconnect a tab neither hears nor tells', () => {
    const open = channel()
    const listTab = new QueryClient()
    const editTab = new QueryClient()
    const disconnect = connectCacheChannel(listTab, { port: open(), currentAdmin: () => 'a' })
    connectCacheChannel(editTab, { port: open(), currentAdmin: () => 'a' })
    holdLists(listTab)
    disconnect()
    patchEntryInLists<Entry>(editTab, [KIND, 'list'], 'o1', { name: 'New' })
    expect(listTab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('Old')
  })
})

describe('a message between tabs is taken only as this build reads it', () => {
  /** A tab listening on `port`, signed in as admin-1 and holding the lists and an entry, and a forger on the same channel. */
  function forgedTo() {
    const open = channel()
    const tab = new QueryClient()
    connectCacheChannel(tab, { port: open(), currentAdmin: () => 'admin-1' })
    holdLists(tab)
    tab.setQueryData([KIND, 'detail', 'o1'], { _id: 'o1', name: 'Old', is_active: true })
    tab.setQueryData(['cities', 'kz'], [{ _id: 'c1', name: 'Алматы' }])
    const forger = open()
    return { tab, send: (message: unknown) => forger.postMessage(message) }
  }
  const message = (...effects: unknown[]) => ({ adminId: 'admin-1', effects })

  it('a patch its record’s schema refuses changes no item: the lists are fetched again where shown', () => {
    const { tab, send } = forgedTo()
    send(message({ kind: 'patch', prefix: [KIND, 'list'], listField: 'items', id: 'o1', patch: { name: 42 } }))
    expect(tab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('Old')
    expect(tab.getQueryState(secondPageOfActive)!.isInvalidated).toBe(true)
  })

  it('a record under a key nobody checks is never taken: the answer is only marked stale', () => {
    const { tab, send } = forgedTo()
    send(message({ kind: 'set', key: ['cities', 'kz'], data: [{ _id: 'c1', name: 'Подделка' }] }))
    send(message({ kind: 'patch', prefix: ['cities'], listField: 'items', id: 'c1', patch: { name: 'Подделка' } }))
    expect(tab.getQueryData(['cities', 'kz'])).toEqual([{ _id: 'c1', name: 'Алматы' }])
    expect(tab.getQueryState(['cities', 'kz'])!.isInvalidated).toBe(true)
  })

  it('an entry its schema refuses is not planted: the entry is fetched again instead', () => {
    const { tab, send } = forgedTo()
    send(message({ kind: 'set', key: [KIND, 'detail', 'o1'], data: { _id: 'o1', name: 'Подделка' } }))
    expect(tab.getQueryData([KIND, 'detail', 'o1'])).toEqual({ _id: 'o1', name: 'Old', is_active: true })
    expect(tab.getQueryState([KIND, 'detail', 'o1'])!.isInvalidated).toBe(true)
  })

  it('a message of no known shape, or with an empty key that would reach every answer, changes nothing', () => {
    const { tab, send } = forgedTo()
    send({ adminId: 'admin-1', effects: 'all' })
    send(message({ kind: 'remove', key: [], exact: false }))
    send(message({ kind: 'rewrite', key: [KIND] }))
    send(message({ kind: 'patch', prefix: [KIND, 'list'], listField: 'items', id: 'o1', patch: 'x' }))
    expect(tab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('Old')
    expect(tab.getQueryData(['cities', 'kz'])).toBeDefined()
    expect(tab.getQueryState(secondPageOfActive)!.isInvalidated).toBe(false)
  })

  it('a tab of another build (the channel’s former name) is not heard; one of this build is', async () => {
    const tab = new QueryClient()
    const disconnect = connectCacheChannel(tab, { currentAdmin: () => 'admin-1' })
    holdLists(tab)
    const rename = message({ kind: 'patch', prefix: [KIND, 'list'], listField: 'items', id: 'o1', patch: { name: 'New' } })
    const oldBuild = new BroadcastChannel('console.cache-effects')
    const thisBuild = new BroadcastChannel(tabChannelName(CACHE_CHANNEL))
    try {
      oldBuild.postMessage(message({ kind: 'drop', prefix: [KIND, 'list'], listField: 'items', id: 'o2' }))
      thisBuild.postMessage(rename)
      await vi.waitFor(() => expect(tab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('New'))
      expect(tab.getQueryData<Page>(firstPage)!.items.map((item) => item._id)).toEqual(['o2'])
    } finally {
      oldBuild.close()
      thisBuild.close()
      disconnect()
    }
  })
})
