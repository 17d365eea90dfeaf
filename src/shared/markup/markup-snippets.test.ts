import { describe, expect, it } from 'vitest'
import { MARKUP_SNIPPETS, type SnippetKey } from './markup-snippets'

const snippetOf = (key: SnippetKey) => MARKUP_SNIPPETS.find((snippet) => snippet.key === key)!

/**
 * Spec section 2 "Articles": copy-to-clipboard tag helper buttons — heading levels 1 to 4, link,
 * list, list item, indent, image, bold, preformatted text, spacing tag with a margin attribute; the
 * copied photo tag (326 wide, height scaled) is pinned in features/gallery/image-tag.test.ts. Each
 * snippet is written here as the admin gets it.
 */
describe('the twelve tag helpers each give their exact snippet', () => {
  it.each<[SnippetKey, string]>([
    ['h1', '<h1></h1>'],
    ['h2', '<h2></h2>'],
    ['h3', '<h3></h3>'],
    ['h4', '<h4></h4>'],
    ['link', '<a href="https://"></a>'],
    ['list', '<ul>\n<li></li>\n</ul>'],
    ['listItem', '<li></li>'],
    ['indent', '\u00a0\u00a0\u00a0\u00a0'],
    ['image', '<img src="" width="326" height="" alt="">'],
    ['bold', '<b></b>'],
    ['pre', '<pre></pre>'],
    ['spacing', '<sub margin="16"></sub>'],
  ])('%s', (key, text) => {
    expect(snippetOf(key).text).toBe(text)
  })

  it('there are exactly twelve, in the order the spec lists them', () => {
    expect(MARKUP_SNIPPETS.map((snippet) => snippet.key)).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'link',
      'list',
      'listItem',
      'indent',
      'image',
      'bold',
      'pre',
      'spacing',
    ])
  })

  it('an insert puts the cursor inside the tag: between a heading, bold or list item tag pair, in the link address, in the image source', () => {
    const cursorBefore = (key: SnippetKey) => snippetOf(key).text.slice(0, snippetOf(key).cursor)
    expect(cursorBefore('h2')).toBe('<h2>')
    expect(cursorBefore('bold')).toBe('<b>')
    expect(cursorBefore('listItem')).toBe('<li>')
    expect(cursorBefore('link')).toBe('<a href="https://')
    expect(cursorBefore('image')).toBe('<img src="')
    expect(cursorBefore('spacing')).toBe('<sub margin="16">')
  })
})
