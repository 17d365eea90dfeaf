import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { runEntryRowAction, type EntryRowResource } from './entry-row-actions'

const lists = () => ['things', 'list'] as const
const detailKey = (id: string) => ['things', 'detail', id] as const
const page = {
  items: [
    { _id: 'a', is_active: true },
    { _id: 'b', is_active: true },
  ],
  total: 2,
  totals: null,
  page: 1,
  per_page: 100,
}

function setup(fail = false) {
  const client = new QueryClient()
  const refused = () => Promise.reject(new Error('refused'))
  const resource: EntryRowResource = {
    api: {
      setActive: vi.fn((id: string, isActive: boolean) => (fail ? refused() : Promise.resolve({ _id: id, is_active: isActive }))),
      remove: vi.fn(() => (fail ? refused() : Promise.resolve())),
    },
    queries: { lists, detail: (id) => ({ queryKey: detailKey(id) }) },
  }
  client.setQueryData([...lists(), { page: 1 }], page)
  client.setQueryData(detailKey('a'), { _id: 'a', is_active: true })
  return { client, resource, listed: () => client.getQueryData<typeof page>([...lists(), { page: 1 }])!.items }
}

describe('a row action on an entry: ban / unban / delete (spec section 4)', () => {
  it('a ban patches the entry in every cached list by _id and replaces its detail with the answer', async () => {
    const { client, resource, listed } = setup()
    await runEntryRowAction(client, resource, { action: 'ban', id: 'a' })
    expect(resource.api.setActive).toHaveBeenCalledWith('a', false)
    expect(listed()).toEqual([
      { _id: 'a', is_active: false },
      { _id: 'b', is_active: true },
    ])
    expect(client.getQueryData(detailKey('a'))).toEqual({ _id: 'a', is_active: false })
  })

  it('an unban sends is_active true', async () => {
    const { client, resource } = setup()
    await runEntryRowAction(client, resource, { action: 'unban', id: 'a' })
    expect(resource.api.setActive).toHaveBeenCalledWith('a', true)
  })

  it('a delete takes the entry out of every cached list and drops its detail', async () => {
    const { client, resource, listed } = setup()
    await runEntryRowAction(client, resource, { action: 'delete', id: 'a' })
    expect(listed()).toEqual([{ _id: 'b', is_active: true }])
    expect(client.getQueryData(detailKey('a'))).toBeUndefined()
  })

  it('a failed call changes nothing', async () => {
    const { client, resource, listed } = setup(true)
    await expect(runEntryRowAction(client, resource, { action: 'ban', id: 'a' })).rejects.toThrow('refused')
    await expect(runEntryRowAction(client, resource, { action: 'delete', id: 'a' })).rejects.toThrow('refused')
    expect(listed()).toEqual(page.items)
    expect(client.getQueryData(detailKey('a'))).toEqual({ _id: 'a', is_active: true })
  })
})
