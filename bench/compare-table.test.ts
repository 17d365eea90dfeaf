import { describe, expect, it } from 'vitest'
import { chosenParts, markdownTable, ratio, scriptEnv, verdict } from './compare-table'

describe('the before/after table of bench:compare', () => {
  it('gives a ratio to two decimals, and none when a figure is missing or the divisor is 0', () => {
    expect(ratio(110, 100)).toBe(1.1)
    expect(ratio(2, 3)).toBe(0.67)
    expect(ratio(null, 3)).toBeNull()
    expect(ratio(3, null)).toBeNull()
    expect(ratio(3, 0)).toBeNull()
  })

  it('holds the after figure to a ceiling, the ceiling itself included', () => {
    expect(verdict({ metric: 'JS', before: 310, after: 300, budget: { max: 300 } })).toBe('ok (≤ 300)')
    expect(verdict({ metric: 'JS', before: 290, after: 300.1, budget: { max: 300 } })).toBe('OVER (≤ 300)')
  })

  it('holds a new tab to at most 10 % slower than before, and says nothing of a row without a budget', () => {
    expect(verdict({ metric: 'tab', before: 100, after: 110, budget: { maxRatio: 1.1 } })).toBe('ok (≤ 1.1× before)')
    expect(verdict({ metric: 'tab', before: 100, after: 111, budget: { maxRatio: 1.1 } })).toBe('OVER (≤ 1.1× before)')
    expect(verdict({ metric: 'tab', before: null, after: 111, budget: { maxRatio: 1.1 } })).toBe('–')
    expect(verdict({ metric: 'heap', before: 1, after: 9 })).toBe('info')
  })

  it('prints one markdown row per metric: before, after, their ratio and the verdict', () => {
    const table = markdownTable([
      { metric: '/login: JS KB', before: 200, after: 250, budget: { max: 300 } },
      { metric: 'heap KB', before: null, after: 12 },
    ])
    expect(table.split('\n')).toEqual([
      '| metric | before | after | after ÷ before | verdict |',
      '| --- | ---: | ---: | ---: | --- |',
      '| /login: JS KB | 200 | 250 | 1.25 | ok (≤ 300) |',
      '| heap KB | – | 12 | – | info |',
    ])
  })

  it('builds with the variables npm run build sets before its command', () => {
    expect(scriptEnv('CONSOLE_DEMO_BUILD=true vite build')).toEqual({ CONSOLE_DEMO_BUILD: 'true' })
    expect(scriptEnv('A=1 B=two vite build --mode C=3')).toEqual({ A: '1', B: 'two' })
    expect(scriptEnv('vite build')).toEqual({})
  })

  it('runs every part unless told some, in its own order, and refuses a part it does not know', () => {
    const all = ['bundle', 'list', 'cold'] as const
    expect(chosenParts(undefined, all)).toEqual(['bundle', 'list', 'cold'])
    expect(chosenParts('cold, bundle', all)).toEqual(['bundle', 'cold'])
    expect(() => chosenParts('lists', all)).toThrow(/unknown part lists/)
  })
})
