import { describe, expect, it } from 'vitest'
import { LINK_REL, MARKUP_TAGS, renderMarkup, sanitizeMarkup } from './sanitize-markup'

describe('markup sanitizer (spec section 2 "Preview": exactly the allowed tags and attributes)', () => {
  it('keeps exactly ul, li, pre, b, h1–h4, a, img and sub', () => {
    expect([...MARKUP_TAGS].sort()).toEqual(['a', 'b', 'h1', 'h2', 'h3', 'h4', 'img', 'li', 'pre', 'sub', 'ul'])
    const markup = '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><ul><li>a</li></ul><pre>p</pre><b>b</b><sub margin="8"></sub>'
    expect(sanitizeMarkup(markup)).toBe(markup)
  })

  it('keeps the attributes the tags need: href, src, width, height, alt and the spacing margin', () => {
    expect(sanitizeMarkup('<img src="/uploads/a.png" width="326" height="200" alt="фото">')).toBe(
      '<img src="/uploads/a.png" width="326" height="200" alt="фото">',
    )
    expect(sanitizeMarkup('<sub margin="16">x</sub>')).toBe('<sub margin="16">x</sub>')
  })

  it('opens links in a new tab with rel="noopener noreferrer"', () => {
    const link = sanitizeMarkup('<a href="https://example.org" target="_self" rel="opener">ссылка</a>')
    expect(link).toBe(`<a href="https://example.org" target="_blank" rel="${LINK_REL}">ссылка</a>`)
  })

  it('drops every other tag but keeps its text; script and style go with their content', () => {
    expect(sanitizeMarkup('<p>абзац <i>курсив</i></p><div>блок</div>')).toBe('абзац курсивблок')
    expect(sanitizeMarkup('<script>window.hacked = 1</script><style>b{}</style><b>ok</b>')).toBe('<b>ok</b>')
    expect(sanitizeMarkup('<iframe src="https://example.org"></iframe><object data="x"></object><svg><g/></svg>')).toBe('')
  })

  it('drops attributes a tag does not need, event handlers and javascript: links', () => {
    expect(sanitizeMarkup('<img src=x onerror="window.hacked = 1">')).toBe('<img src="x">')
    expect(sanitizeMarkup('<b style="color:red" class="c" id="i" data-x="1" title="t">b</b>')).toBe('<b>b</b>')
    expect(sanitizeMarkup('<a href="https://example.org" src="x" width="1">a</a>')).toBe(
      `<a href="https://example.org" target="_blank" rel="${LINK_REL}">a</a>`,
    )
    expect(sanitizeMarkup('<a href="javascript:alert(1)">a</a>')).toBe(`<a target="_blank" rel="${LINK_REL}">a</a>`)
    expect(sanitizeMarkup('<img href="x" margin="3">')).toBe('<img>')
  })

  it('renders into an element: the spacing tag becomes a block of its margin, a bad margin none', () => {
    const container = document.createElement('div')
    renderMarkup(container, '<sub margin="24"></sub><sub margin="1px; background: red"></sub><img src=x onerror="window.hacked = 1">')
    const [spacing, bad] = container.querySelectorAll('sub')
    expect(spacing!.style.marginTop).toBe('24px')
    expect(bad!.style.marginTop).toBe('')
    expect(bad!.style.background).toBe('')
    expect(container.querySelector('img')!.getAttribute('onerror')).toBeNull()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })
})
