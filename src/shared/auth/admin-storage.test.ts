// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { adminStorageKey, clearAdminStorage } from './admin-storage'

describe("an admin's own storage is cleared at logout", () => {
  it("removes every key of that admin and nobody else's", () => {
    localStorage.setItem(adminStorageKey('a1', 'palette-recent'), '[1]')
    localStorage.setItem(adminStorageKey('a1', 'other'), 'x')
    localStorage.setItem(adminStorageKey('a2', 'palette-recent'), '[2]')
    localStorage.setItem('console-color-scheme', 'dark')
    clearAdminStorage(localStorage, 'a1')
    expect(localStorage.getItem(adminStorageKey('a1', 'palette-recent'))).toBeNull()
    expect(localStorage.getItem(adminStorageKey('a1', 'other'))).toBeNull()
    expect(localStorage.getItem(adminStorageKey('a2', 'palette-recent'))).toBe('[2]')
    expect(localStorage.getItem('console-color-scheme')).toBe('dark')
  })
})
