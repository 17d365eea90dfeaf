import { describe, expect, it } from 'vitest'
import { threeWayMerge } from '@/shared/save/three-way-merge'
import { adminFormValuesOf, adminMergeValues, mergedPassword } from './admin-merge'
import { RIGHTS, type AdminFormValues, type Rights } from './schemas'

const rights = (...on: (keyof Rights)[]): Rights => Object.fromEntries(RIGHTS.map((right) => [right, on.includes(right)])) as Rights

const opened: AdminFormValues = {
  display_name: 'Админ 1',
  email: 'admin1@example.com',
  password: 'secret1',
  rights: rights('can_edit_orgs', 'change_info'),
  view_complains_country_ids: [],
  change_info_country_ids: ['kg', 'kz'],
}

describe("the administrator wizard's edit merges onto the admin as the server holds it now", () => {
  it("keeps a colleague's change to another right when this admin changed the name", () => {
    const mine = { ...opened, display_name: 'Админ Первый' }
    const theirs = { ...opened, rights: rights('can_edit_orgs', 'can_edit_events', 'change_info') }
    const result = threeWayMerge(adminMergeValues(opened), adminMergeValues(mine), adminMergeValues(theirs))
    expect(result.conflicts).toEqual([])
    const merged = adminFormValuesOf(result.merged, 'secret1')
    expect(merged.display_name).toBe('Админ Первый')
    expect(merged.rights.can_edit_events).toBe(true)
    expect(merged.change_info_country_ids).toEqual(['kg', 'kz'])
  })

  it('asks about a right’s countries both sides changed, and not about the order they were picked in', () => {
    const reordered = threeWayMerge(
      adminMergeValues(opened),
      adminMergeValues({ ...opened, change_info_country_ids: ['kz', 'kg'] }),
      adminMergeValues(opened),
    )
    expect(reordered.conflicts).toEqual([])
    const both = threeWayMerge(
      adminMergeValues(opened),
      adminMergeValues({ ...opened, change_info_country_ids: ['kg'] }),
      adminMergeValues({ ...opened, change_info_country_ids: ['kg', 'kz', 'uz'] }),
    )
    expect(both.conflicts).toEqual(['change_info_country_ids'])
  })

  it('never compares the password: this admin’s new one goes, else the one the server holds now', () => {
    expect(mergedPassword({ base: 'secret1', mine: 'secret1', fresh: 'changed-elsewhere' })).toBe('changed-elsewhere')
    expect(mergedPassword({ base: 'secret1', mine: 'typed-here', fresh: 'changed-elsewhere' })).toBe('typed-here')
    const result = threeWayMerge(
      adminMergeValues(opened),
      adminMergeValues({ ...opened, password: 'typed-here' }),
      adminMergeValues({ ...opened, password: 'x' }),
    )
    expect(result.conflicts).toEqual([])
  })
})
