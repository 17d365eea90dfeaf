import { describe, expect, it } from 'vitest'
import { env } from '@/shared/startup/env'
import { isAllowedImageSource, LINK_REL, MARKUP_TAGS, removedBySanitizer, renderMarkup, sanitizeMarkup } from './sanitize-markup'

describe('markup sanitizer (spec section 2 "Preview": exactly the allowed tags and attributes)', () => {
  it('keeps exactly ul, li, pre, b, h1–h4, a, img and sub', () => {
    expect([...MARKUP_TAGS].sort()).toEqual(['a', 'b', 'h1', 'h2', 'h3', 'h4', 'img', 'li', 'pre', 'sub', 'ul'])
    const markup = '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><ul><li>a</li></ul><pre>p</pre><b>b</b><sub margin="8"></sub>'
    expect(sanitizeMarkup(markup)).toBe(markup)
  })

  it('keeps the attributes the tags need: href, src, width, height, alt and the spacing margin', () => {
    expect(sanitizeMarkup('<img src="/uploads/a.png" width="326" height="200" alt="фото">')).toBe(
      '<img src="/uploads/a.png" width="326" height="200" alt="фото" referrerpolicy="no-referrer">',
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
    expect(sanitizeMarkup('<img src=/x.png onerror="window.hacked = 1">')).toBe('<img src="/x.png" referrerpolicy="no-referrer">')
    expect(sanitizeMarkup('<b style="color:red" class="c" id="i" data-x="1" title="t">b</b>')).toBe('<b>b</b>')
    expect(sanitizeMarkup('<a href="https://example.org" src="x" width="1">a</a>')).toBe(
      `<a href="https://example.org" target="_blank" rel="${LINK_REL}">a</a>`,
    )
    expect(sanitizeMarkup('<a href="javascript:alert(1)">a</a>')).toBe(`<a target="_blank" rel="${LINK_REL}">a</a>`)
    expect(sanitizeMarkup('<img href="x" margin="3">')).toBe('<img referrerpolicy="no-referrer">')
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

/** Known ways past a text search for schemes and handlers: each is caught by what the sanitizer removes. */
const BYPASSES: [name: string, markup: string, removed: string][] = [
  [
    'an entity-encoded, tab-split javascript: link',
    '<a href="jav&#9ascript:&#97lert&#40document.domain&#41">x</a>',
    'href="jav\tascript:alert(document.domain)"',
  ],
  ['a hex-entity javascript: link', '<a href="&#x6A;avascript:alert(1)">x</a>', 'href="javascript:alert(1)"'],
  ['a newline-split javascript: link', '<a href="java\nscript:alert(1)">x</a>', 'href="java\nscript:alert(1)"'],
  ['a javascript: link in upper case with leading spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', 'href="  JaVaScRiPt:alert(1)"'],
  [
    'a data: link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    'href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="',
  ],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', 'src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'href="vbscript:msgbox(1)"'],
  ['an http image', '<img src="http://tracker.example.org/p.gif">', 'src="http://tracker.example.org/p.gif"'],
  ['a protocol-relative image', '<img src="//tracker.example.org/p.gif">', 'src="//tracker.example.org/p.gif"'],
  ['an SVG with an onload handler', '<svg onload="alert(1)"><circle r="1"/></svg>', '<svg>'],
  ['an SVG script link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', '<svg>'],
  ['an iframe with srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>', '<iframe>'],
  ['an image with an entity-encoded handler name', '<img src="/a.png" o&#110;error="alert(1)">', 'o&#110;error="alert(1)"'],
  ['a form action', '<form action="javascript:alert(1)"><button>x</button></form>', '<form>'],
  ['an object with data', '<object data="javascript:alert(1)"></object>', '<object>'],
  ['a math link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<math>'],
]

describe('a save sends only what the sanitizer keeps (docs/security.md): known bypasses', () => {
  it.each(BYPASSES)('%s is named among what would be removed', (_name, markup, removed) => {
    expect(removedBySanitizer(markup)).toContain(removed)
  })

  it('a plain text tag without attributes (an information paragraph) is no reason to refuse; with an attribute it is', () => {
    expect(removedBySanitizer('<h3>Кратко</h3><p>Столица — Астана</p><div><i>курсив</i></div>')).toEqual([])
    expect(removedBySanitizer('<p title="x">абзац</p>')).toEqual(['<p>'])
    expect(removedBySanitizer('<form action="https://evil.example.org"><b>x</b></form>')).toEqual(['<form>'])
  })

  it('markup made only of the allowed tags and attributes has nothing removed', () => {
    const markup =
      '<h2>Шаги</h2><ul><li>Первый</li></ul><a href="https://example.org/help">Ссылка</a><img src="/uploads/a.png" width="326" height="184" alt="фото"><sub margin="8"></sub>'
    expect(removedBySanitizer(markup)).toEqual([])
  })

  it("an image comes from the console itself or the deploy's static or API origin: the policy's img-src list, no other https host", () => {
    const { staticUrl, apiUrl } = env
    env.staticUrl = 'http://static.example.org'
    env.apiUrl = 'https://api.example.org/v1'
    try {
      expect(isAllowedImageSource('http://static.example.org/uploads/a.png')).toBe(true)
      expect(isAllowedImageSource('https://api.example.org/files/a.png')).toBe(true)
      expect(isAllowedImageSource('/uploads/a.png')).toBe(true)
      expect(isAllowedImageSource(`${window.location.origin}/uploads/a.png`)).toBe(true)
      expect(isAllowedImageSource('http://static.example.org.evil.com/a.png')).toBe(false)
      expect(isAllowedImageSource('https://cdn.example.org/a.png')).toBe(false)
      expect(isAllowedImageSource('//evil.example.org/a.png')).toBe(false)
      expect(isAllowedImageSource('http://evil.example.org/a.png')).toBe(false)
      expect(isAllowedImageSource('uploads/a.png')).toBe(false)
      expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(false)
    } finally {
      Object.assign(env, { staticUrl, apiUrl })
    }
  })

  it('a backslash, which a browser reads as a slash, or a tab hiding a second slash, never passes as a local path', () => {
    expect(isAllowedImageSource('/\\evil.example.org/p.gif')).toBe(false)
    expect(isAllowedImageSource('/uploads\\a.png')).toBe(false)
    expect(isAllowedImageSource('/\t/evil.example.org/p.gif')).toBe(false)
    expect(removedBySanitizer('<img src="/\\evil.example.org/p.gif">')).toEqual(['src="/\\evil.example.org/p.gif"'])
  })

  it.each([
    ['<base>', '<base href="https://evil.example.org/">'],
    ['<meta>', '<meta http-equiv="refresh" content="0, URL=https://evil.example.org/">'],
    ['<link>', '<link rel="stylesheet" href="https://evil.example.org/x.css">'],
  ])('a %s at the start, which the parser would move into <head>, is removed and named', (element, typed) => {
    expect(removedBySanitizer(`${typed}<b>Текст</b>`)).toEqual([element])
    expect(sanitizeMarkup(`${typed}<b>Текст</b>`)).toBe('<b>Текст</b>')
  })

  it("an attribute on the parser's own wrappers is named like any other", () => {
    expect(removedBySanitizer('<body onload="x"><b>a</b>')).not.toEqual([])
  })

  it('images are shown without a referrer; links open with noreferrer', () => {
    expect(sanitizeMarkup('<img src="/uploads/a.png">')).toBe('<img src="/uploads/a.png" referrerpolicy="no-referrer">')
    expect(LINK_REL).toContain('noreferrer')
  })
})
