// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { matchesShortcut, type KeyShortcut } from './key-shortcuts'

const run = () => undefined
const press = (
  key: string,
  options: { code?: string; ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean; target?: EventTarget | null } = {},
) => ({
  key,
  code: options.code ?? '',
  shiftKey: options.shift ?? false,
  ctrlKey: options.ctrl ?? false,
  metaKey: options.meta ?? false,
  altKey: options.alt ?? false,
  target: options.target ?? document.body,
})

describe('keyboard shortcuts', () => {
  const palette: KeyShortcut = { key: 'k', mod: true, inFields: true, run }
  const sheet: KeyShortcut = { key: '?', run }

  it('Ctrl+K and Cmd+K match, in any case, also in a field; K alone or with Alt does not', () => {
    const field = document.createElement('input')
    expect(matchesShortcut(palette, press('k', { ctrl: true }))).toBe(true)
    expect(matchesShortcut(palette, press('K', { meta: true, target: field }))).toBe(true)
    expect(matchesShortcut(palette, press('k'))).toBe(false)
    expect(matchesShortcut(palette, press('k', { ctrl: true, alt: true }))).toBe(false)
  })

  it('? matches outside fields only: typed into an input, a textarea or the markup editor it is text', () => {
    const editor = document.createElement('div')
    // jsdom computes no isContentEditable; a browser does for the markup editor's contenteditable element.
    Object.defineProperty(editor, 'isContentEditable', { value: true })
    expect(matchesShortcut(sheet, press('?'))).toBe(true)
    expect(matchesShortcut(sheet, press('?', { target: document.createElement('input') }))).toBe(false)
    expect(matchesShortcut(sheet, press('?', { target: document.createElement('textarea') }))).toBe(false)
    expect(matchesShortcut(sheet, press('?', { target: editor }))).toBe(false)
    expect(matchesShortcut(sheet, press('?', { ctrl: true }))).toBe(false)
  })

  it('a key named by its place (code) matches on any layout: S where the Russian layout types ы; not with Shift, not in a field', () => {
    const seen: KeyShortcut = { code: 'KeyS', run }
    expect(matchesShortcut(seen, press('s', { code: 'KeyS' }))).toBe(true)
    expect(matchesShortcut(seen, press('ы', { code: 'KeyS' }))).toBe(true)
    expect(matchesShortcut(seen, press('s', { code: 'KeyD' }))).toBe(false)
    expect(matchesShortcut(seen, press('S', { code: 'KeyS', shift: true }))).toBe(false)
    expect(matchesShortcut(seen, press('ы', { code: 'KeyS', target: document.createElement('input') }))).toBe(false)
    expect(matchesShortcut(seen, press('s', { code: 'KeyS', ctrl: true }))).toBe(false)
  })
})
