import { describe, expect, it } from 'vitest'
import { distinctFragments, FORBIDDEN_SYMBOLS, FORBIDDEN_WORDS, findForbiddenFragments } from './forbidden-fragments'

const fragments = (source: string) => findForbiddenFragments(source).map((found) => found.fragment)

describe('forbidden-fragment finder (spec section 5 "Article text")', () => {
  it.each(FORBIDDEN_WORDS.map((word) => [word]))('finds the word %s, in any case, between tags and spaces', (word) => {
    expect(fragments(`<b>${word}</b>`)).toEqual([word])
    expect(fragments(`x ${word.toUpperCase()} y`)).toEqual([word])
  })

  it.each(FORBIDDEN_SYMBOLS.map((symbol) => [symbol]))('finds the symbol %s anywhere', (symbol) => {
    expect(fragments(`a${symbol}b`)).toEqual([symbol])
  })

  it('finds onclick and every other on…= handler, with or without spaces before =', () => {
    expect(findForbiddenFragments('<b onclick="x">').map((f) => [f.fragment, f.text])).toEqual([['on…=', 'onclick=']])
    expect(findForbiddenFragments('<img src=x onerror =1>').map((f) => f.text)).toEqual(['onerror ='])
    expect(fragments('<a ONMOUSEOVER=1>')).toEqual(['on…='])
  })

  it('finds a .js file reference', () => {
    expect(fragments('<a href="https://example.org/app.js">')).toEqual(['.js'])
    expect(fragments('see app.json')).toEqual([])
  })

  it('matches words as words: outlet, letter, styled, constant, scripts, functional are allowed', () => {
    expect(fragments('<li>outlet</li><li>letter</li><b>styled constant scripts functional evaluation</b>')).toEqual([])
    expect(fragments('<li>Аренда жилья: let</li>')).toEqual(['let'])
    // A word glued to a tag bracket or punctuation is still a word.
    expect(fragments('<script>')).toEqual(['script'])
    expect(fragments('a,fetch.')).toEqual(['fetch'])
    // "button=" is not a handler; "on" must start a word.
    expect(fragments('<img button=1 alt=onward>')).toEqual([])
  })

  it('returns each fragment with its position, in text order', () => {
    const source = '<h1>Hi</h1><script>let x = () => {}</script>'
    const found = findForbiddenFragments(source)
    expect(found.map((f) => f.fragment)).toEqual(['script', 'let', '(', ')', '=>', '{', '}', 'script'])
    for (const f of found) expect(source.slice(f.from, f.to)).toBe(f.text)
    expect(found[0]).toEqual({ fragment: 'script', text: 'script', from: 12, to: 18 })
  })

  it('finds nothing in markup made of the allowed tags and plain text', () => {
    const markup =
      '<h1>Заголовок</h1><h2>a</h2><h3>b</h3><h4>c</h4><ul><li>Пункт</li></ul><pre>текст</pre><b>жирный</b><a href="https://example.org/page">ссылка</a><img src="/uploads/a.png" width="326" height="200" alt="фото"><sub margin="16"></sub>'
    expect(findForbiddenFragments(markup)).toEqual([])
  })

  it('names each distinct fragment once, as typed', () => {
    expect(distinctFragments(findForbiddenFragments('alert alert (x) onclick ="1"'))).toEqual(['alert', '(', ')', 'onclick='])
  })
})
