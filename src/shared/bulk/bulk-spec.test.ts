import { describe, expect, it } from 'vitest'
import type { Profile } from '@/shared/auth/schemas'
import { afterDone, bulkOffers, type BulkSpec } from './bulk-spec'

type Item = { _id: string; is_active: boolean; name: string; own: boolean }
const item = (id: string, is_active: boolean, own = true): Item => ({ _id: id, is_active, name: `n${id}`, own })
const profile = { can_fully_delete: false } as Profile

const spec: BulkSpec<Item> = {
  kind: 'organizations',
  name: (entry) => entry.name,
  // Ban only on "own" entries; delete only with can_fully_delete.
  allowed: (action, entry, who) => (action === 'delete' ? Boolean(who?.can_fully_delete) : entry.own),
  run: () => Promise.resolve(),
}

describe('bulk offers', () => {
  it('offers an action only when it is allowed for every selected entry, with the entries it changes', () => {
    const offers = bulkOffers(spec, [item('1', true), item('2', false), item('3', true)], profile)
    expect(offers.map((offer) => [offer.action, offer.targets.map((target) => target._id)])).toEqual([
      ['ban', ['1', '3']],
      ['unban', ['2']],
    ])
  })

  it('one entry the admin may not act on takes the action away for all; delete needs its right', () => {
    expect(bulkOffers(spec, [item('1', true), item('2', true, false)], profile)).toEqual([])
    const withDelete = bulkOffers(spec, [item('1', true)], { can_fully_delete: true } as Profile)
    expect(withDelete.map((offer) => offer.action)).toEqual(['ban', 'delete'])
  })

  it('after an answer a deleted entry leaves the selection and a banned one stays in its new state', () => {
    const selected = new Map([
      ['1', item('1', true)],
      ['2', item('2', true)],
    ])
    expect([...afterDone(selected, 'delete', item('1', true)).keys()]).toEqual(['2'])
    expect(afterDone(selected, 'ban', item('2', true)).get('2')?.is_active).toBe(false)
  })
})
