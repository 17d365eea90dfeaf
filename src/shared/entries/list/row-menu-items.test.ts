import { describe, expect, it } from 'vitest'
import { entryMenuItems } from './row-menu-items'

const texts = { open: 'open', edit: 'edit', editPhotos: 'photos', ban: 'ban', unban: 'unban', delete: 'delete' }
const entry = { _id: 'abc', is_active: true }

describe('entryMenuItems (spec section 6 row menus)', () => {
  it('always has the single view; edit and photos only with the edit right; all links carry ?id=', () => {
    const none = entryMenuItems({ base: '/events', entry, texts, canEdit: false, canBan: false, canDelete: false })
    expect(none).toEqual({ links: [{ label: 'open', href: '/events/single-view?id=abc' }], actions: [] })
    const edit = entryMenuItems({ base: '/events', entry, texts, canEdit: true, canBan: false, canDelete: false })
    expect(edit.links.map((link) => link.href)).toEqual(['/events/single-view?id=abc', '/events/edit?id=abc', '/events/edit-photos?id=abc'])
  })

  it('offers ban for an active entry and unban for a banned one, extra actions, then delete', () => {
    const active = entryMenuItems({
      base: '/organizations',
      entry,
      texts,
      canEdit: true,
      canBan: true,
      canDelete: true,
      extra: [{ action: 'changeOwner', label: 'owner' }],
    })
    expect(active.actions).toEqual([
      { action: 'ban', label: 'ban', danger: true },
      { action: 'changeOwner', label: 'owner' },
      { action: 'delete', label: 'delete', danger: true },
    ])
    const banned = entryMenuItems({
      base: '/events',
      entry: { ...entry, is_active: false },
      texts,
      canEdit: false,
      canBan: true,
      canDelete: false,
    })
    expect(banned.actions).toEqual([{ action: 'unban', label: 'unban' }])
  })
})
