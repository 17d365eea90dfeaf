import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { connectCacheChannel, type CacheMessage, type CachePort } from './cache-channel'
import { patchEntryInLists, prependToLists, refetchCached, removeCached, removeEntryFromLists, setCachedData } from './query-cache'

type Entry = { _id: string; name: string; is_active: boolean }
type Page = { items: Entry[]; total: number }

/** One browser's channel: what one port posts reaches every other port, cloned as a BroadcastChannel clones it. */
function channel() {
  const ports: CachePort[] = []
  return () => {
    const port: CachePort = {
      onmessage: null,
      close: () => ports.splice(ports.indexOf(port), 1),
      postMessage: (message: CacheMessage) => {
        for (const other of ports) if (other !== port) other.onmessage?.({ data: structuredClone(message) } as MessageEvent<CacheMessage>)
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

const secondPageOfActive = ['organizations', 'list', { page: 2, is_active: true }]
const firstPage = ['organizations', 'list', { page: 1 }]

function holdLists(queryClient: QueryClient) {
  queryClient.setQueryData<Page>(secondPageOfActive, { items: [{ _id: 'o1', name: 'Old', is_active: true }], total: 21 })
  queryClient.setQueryData<Page>(firstPage, { items: [{ _id: 'o2', name: 'Other', is_active: true }], total: 40 })
}

describe('every tab sees every write (the cache effect is shared, each tab applies it to what it holds)', () => {
  it('an organization renamed in a tab that holds no list shows renamed in the list of another page and filter in the other tab', () => {
    const { listTab, editTab } = twoTabs()
    holdLists(listTab)
    patchEntryInLists<Entry>(editTab, ['organizations', 'list'], 'o1', { name: 'New' })
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
    removeEntryFromLists(editTab, ['organizations', 'list'], 'o1')
    expect(listTab.getQueryData<Page>(secondPageOfActive)).toEqual({ items: [], total: 20 })
  })

  it('an exact key’s new answer reaches a tab that holds the key, and is not planted where it is not held', () => {
    const { listTab, editTab } = twoTabs()
    listTab.setQueryData(['organizations', 'detail', 'o1'], { _id: 'o1', name: 'Old' })
    setCachedData(editTab, ['organizations', 'detail', 'o1'], { _id: 'o1', name: 'New' })
    setCachedData(editTab, ['organizations', 'detail', 'o9'], { _id: 'o9', name: 'Nine' })
    expect(listTab.getQueryData(['organizations', 'detail', 'o1'])).toEqual({ _id: 'o1', name: 'New' })
    expect(listTab.getQueryData(['organizations', 'detail', 'o9'])).toBeUndefined()
  })

  it('a removal and a refetch go to the other tab as well', async () => {
    const { listTab, editTab } = twoTabs()
    listTab.setQueryData(['cities', 'c1'], [{ _id: 'x' }])
    removeCached(editTab, ['cities', 'c1'], { exact: true })
    expect(listTab.getQueryState(['cities', 'c1'])).toBeUndefined()
    holdLists(listTab)
    await refetchCached(editTab, ['organizations', 'list'], { exact: false })
    expect(listTab.getQueryState(firstPage)!.isInvalidated).toBe(true)
  })

  it('a new item at the front: the other tab marks its lists stale (where it falls depends on each list)', () => {
    const { listTab, editTab } = twoTabs()
    holdLists(listTab)
    prependToLists<Entry>(editTab, ['organizations', 'list'], 'items', { _id: 'n', name: 'N', is_active: true }, () => ({ limit: 20 }))
    expect(listTab.getQueryState(firstPage)!.isInvalidated).toBe(true)
    expect(listTab.getQueryData<Page>(firstPage)!.items.map((item) => item._id)).toEqual(['o2'])
  })

  it('a message of another admin signed in in another tab changes nothing', () => {
    const { listTab, editTab } = twoTabs(['admin-1', 'admin-2'])
    holdLists(listTab)
    patchEntryInLists<Entry>(editTab, ['organizations', 'list'], 'o1', { name: 'New' })
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
    patchEntryInLists<Entry>(editTab, ['organizations', 'list'], 'o1', { name: 'New' })
    expect(listTab.getQueryData<Page>(secondPageOfActive)!.items[0]!.name).toBe('Old')
  })
})
