import { describe, expect, it } from 'vitest'
import { threeWayMerge } from '@/shared/save/three-way-merge'
import { cityEditsToSend, cityRowLabels, cityRowValues } from './city-merge'
import type { CityEdit } from './schemas'

const city = (id: string, name: string, sort: number | null, lat = 42.87, lon = 74.57): CityEdit => ({
  _id: id,
  name,
  sort,
  coordinates: { lat, lon },
})
const bishkek = city('c1', 'Бишкек', 1)
const osh = city('c2', 'Ош', 2, 40.53, 72.8)

/** The merge of the table's save as the cities section runs it. */
function save(base: CityEdit[], mine: CityEdit[], theirs: CityEdit[]) {
  const result = threeWayMerge(cityRowValues(base), cityRowValues(mine), cityRowValues(theirs))
  return { conflicts: result.conflicts, sent: cityEditsToSend(result.merged, theirs, { base, mine }) }
}

describe('the city table merges its save onto the cities as the server holds them now', () => {
  it("keeps a colleague's rename of another city: only this admin's city is sent", () => {
    const { conflicts, sent } = save([bishkek, osh], [{ ...bishkek, sort: 5 }, osh], [bishkek, { ...osh, name: 'Ош-сити' }])
    expect(conflicts).toEqual([])
    expect(sent).toEqual([{ ...bishkek, sort: 5 }])
  })

  it("keeps a colleague's change to another column of the same city: the city is sent with both", () => {
    const { conflicts, sent } = save([bishkek], [{ ...bishkek, sort: 5 }], [{ ...bishkek, name: 'Бишкек-сити' }])
    expect(conflicts).toEqual([])
    expect(sent).toEqual([{ ...bishkek, name: 'Бишкек-сити', sort: 5 }])
  })

  it('asks about a cell both sides changed to different values, and names it by column and city', () => {
    const { conflicts } = save([bishkek], [{ ...bishkek, name: 'Фрунзе' }], [{ ...bishkek, name: 'Бишкек-сити' }])
    expect(conflicts).toEqual(['c1/name'])
    expect(cityRowLabels([bishkek])['c1/name']).toBe('Название: Бишкек')
  })

  it('sends nothing when the colleague saved the same values', () => {
    const { conflicts, sent } = save([bishkek], [{ ...bishkek, sort: 5 }], [{ ...bishkek, sort: 5 }])
    expect(conflicts).toEqual([])
    expect(sent).toEqual([])
  })

  it("still sends this admin's change to a city deleted elsewhere, so the server's refusal says so", () => {
    const { sent } = save([bishkek, osh], [bishkek, { ...osh, sort: 7 }], [bishkek])
    expect(sent).toEqual([{ ...osh, sort: 7 }])
  })
})
