import { LIMITS } from '@/shared/limits'

export type SnippetKey = 'h1' | 'h2' | 'h3' | 'h4' | 'link' | 'list' | 'listItem' | 'indent' | 'image' | 'bold' | 'pre' | 'spacing'

export type MarkupSnippet = {
  key: SnippetKey
  /** What is copied or inserted. */
  text: string
  /** Where the cursor goes after an insert, from the snippet's start (inside the tag). */
  cursor: number
}

/** The spacing tag's default margin in pixels (the admin edits the number). */
export const SPACING_DEFAULT_MARGIN = 16
const NBSP = '\u00a0'

function snippet(key: SnippetKey, text: string, cursorAt = '</'): MarkupSnippet {
  const index = text.indexOf(cursorAt)
  return { key, text, cursor: index === -1 ? text.length : index }
}

/**
 * Spec section 2: the tag helpers — headings 1 to 4, link, list, list item, indent, image, bold,
 * preformatted text and the spacing tag with a margin attribute. The indent is four no-break
 * spaces (the allow-list has no indent tag, and the spaces survive the sanitizer and HTML
 * whitespace rules); the image is a template whose src, width and height the gallery's copied tag
 * fills (preview width 326, spec section 9).
 */
export const MARKUP_SNIPPETS: readonly MarkupSnippet[] = [
  snippet('h1', '<h1></h1>'),
  snippet('h2', '<h2></h2>'),
  snippet('h3', '<h3></h3>'),
  snippet('h4', '<h4></h4>'),
  snippet('link', '<a href="https://"></a>', '"></a>'),
  snippet('list', '<ul>\n<li></li>\n</ul>'),
  snippet('listItem', '<li></li>'),
  snippet('indent', NBSP.repeat(4)),
  snippet('image', `<img src="" width="${LIMITS.articlePreviewWidth}" height="" alt="">`, '" width'),
  snippet('bold', '<b></b>'),
  snippet('pre', '<pre></pre>'),
  snippet('spacing', `<sub margin="${SPACING_DEFAULT_MARGIN}"></sub>`),
]
