import { describe, expect, it } from 'vitest'
import { bulkText } from '@/shared/i18n/bulk'
import { countOf, pluralForm } from './plural'

const forms = ['one', 'few', 'many'] as const

describe('Russian plural forms', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
    [101, 'one'],
    [111, 'many'],
    [112, 'many'],
    [1000, 'many'],
  ])('%i takes the %s form', (count, form) => {
    expect(pluralForm(count, forms)).toBe(form)
  })

  it('the bulk confirmations name the count and the action in agreement', () => {
    expect(bulkText.confirmTitle('ban', 'organizations', 1)).toBe('Забанить 1 организацию?')
    expect(bulkText.confirmTitle('ban', 'organizations', 2)).toBe('Забанить 2 организации?')
    expect(bulkText.confirmTitle('ban', 'organizations', 12)).toBe('Забанить 12 организаций?')
    expect(bulkText.confirmTitle('unban', 'events', 21)).toBe('Разбанить 21 событие?')
    expect(bulkText.confirmTitle('delete', 'events', 3)).toBe('Удалить полностью 3 события?')
    expect(bulkText.confirmTitle('ban', 'users', 1)).toBe('Забанить 1 пользователя?')
    expect(bulkText.confirmTitle('delete', 'users', 5)).toBe('Удалить полностью 5 пользователей?')
    expect(countOf(3, bulkText.nouns.organizations)).toBe('3 организации')
  })
})
