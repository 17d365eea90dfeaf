import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { entryRowCalls } from './entry-row-calls'

const detailKey = (id: string) => ['things', 'detail', id] as const

function setup(fail = false) {
  const client = new QueryClient()
  const patchInLists = vi.fn()
  const removeFromLists = vi.fn()
  const calls = entryRowCalls({
    setActive: (id, isActive) => (fail ? Promise.reject(new Error('refused')) : Promise.resolve({ _id: id, is_active: isActive })),
    remove: () => (fail ? Promise.reject(new Error('refused')) : Promise.resolve()),
    patchInLists,
    removeFromLists,
    detailKey,
  })
  client.setQueryData(detailKey('a'), { _id: 'a', is_active: true })
  return { client, calls, patchInLists, removeFromLists }
}

describe('entryRowCalls: ban / unban / delete of an entry (spec section 4)', () => {
  it('patches the lists by _id and replaces the detail on ban and unban', async () => {
    const { client, calls, patchInLists } = setup()
    await calls.setActive(client, 'a', false)
    expect(patchInLists).toHaveBeenCalledWith(client, 'a', { is_active: false })
    expect(client.getQueryData(detailKey('a'))).toEqual({ _id: 'a', is_active: false })
  })

  it('takes the entry out of the lists and drops its detail on delete', async () => {
    const { client, calls, removeFromLists } = setup()
    await calls.remove(client, 'a')
    expect(removeFromLists).toHaveBeenCalledWith(client, 'a')
    expect(client.getQueryData(detailKey('a'))).toBeUndefined()
  })

  it('changes nothing when the call fails', async () => {
    const { client, calls, patchInLists, removeFromLists } = setup(true)
    await expect(calls.setActive(client, 'a', false)).rejects.toThrow('refused')
    await expect(calls.remove(client, 'a')).rejects.toThrow('refused')
    expect(patchInLists).not.toHaveBeenCalled()
    expect(removeFromLists).not.toHaveBeenCalled()
    expect(client.getQueryData(detailKey('a'))).toEqual({ _id: 'a', is_active: true })
  })
})
