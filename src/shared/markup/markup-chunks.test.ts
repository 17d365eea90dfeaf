import { describe, expect, it } from 'vitest'
import { longGuide } from '../../../bench/long-guide'
import { markupCuts, splitMarkup } from './markup-chunks'

describe('markup pieces (the preview re-renders what changed)', () => {
  it('cuts a long text into pieces of a few kilobytes that join back into it', () => {
    const text = longGuide(2500)
    const pieces = splitMarkup(text)
    expect(pieces.join('')).toBe(text)
    expect(pieces.length).toBeGreaterThan(text.length / 8192)
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.length).toBeGreaterThanOrEqual(256)
      expect(piece.endsWith('\n')).toBe(true)
    }
  })

  it('keeps the pieces before and after an edit: only the one or two around it change', () => {
    const text = longGuide(2500)
    const middle = text.indexOf('<h3>Раздел 700</h3>')
    const edited = `${text.slice(0, middle)}<b>новое</b> слово\n${text.slice(middle)}`
    const before = splitMarkup(text)
    const after = splitMarkup(edited)
    const kept = new Set(before)
    const changed = after.filter((piece) => !kept.has(piece))
    expect(changed.length).toBeLessThanOrEqual(3)
    expect(changed.join('')).toContain('<b>новое</b> слово')
  })

  it('never cuts inside an element, a tag or an attribute value, however many lines they span', () => {
    const pre = `<pre>${'строка\n'.repeat(400)}</pre>\n`
    const list = `<ul>\n${'<li>пункт</li>\n'.repeat(300)}</ul>\n`
    const tag = `<a href="https://example.org/?a=1>2\n${'x'.repeat(2000)}\n">ссылка</a>\n`
    for (const block of [pre, list, tag]) {
      const text = `${longGuide(40)}${block}${longGuide(40)}`
      const start = text.indexOf(block)
      for (const cut of markupCuts(text)) expect(cut <= start || cut >= start + block.length).toBe(true)
    }
  })

  it('stops cutting after what it does not follow exactly: a misnested or unknown tag, a comment, an unclosed tag', () => {
    for (const odd of [
      '<b><i>x</b></i>\n',
      '<table><tr><td>x</td></tr></table>\n',
      '<!-- заметка -->\n',
      '<script>x</script>\n',
      '<b>не закрыт\n',
      '<a href="x\n',
    ]) {
      const text = `${longGuide(40)}${odd}${longGuide(40)}`
      const start = text.indexOf(odd)
      expect(markupCuts(text).every((cut) => cut <= start)).toBe(true)
      expect(splitMarkup(text).join('')).toBe(text)
    }
  })

  it('leaves a short text whole', () => {
    expect(splitMarkup('<h1>Кратко</h1>\n<b>текст</b>')).toEqual(['<h1>Кратко</h1>\n<b>текст</b>'])
    expect(splitMarkup('')).toEqual([''])
  })
})
