import DOMPurify from 'dompurify'
import { deployOrigins } from '@/shared/startup/deploy-origins'
import { env } from '@/shared/startup/env'

/**
 * Spec section 2 "Articles screen": the tags an article or information text may use, and the
 * attributes each needs. Everything else is dropped by the sanitizer (the text inside an unknown
 * tag stays; script and style contents go).
 */
export const MARKUP_TAG_ATTRIBUTES = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  li: [],
  pre: [],
  b: [],
  sub: ['margin'],
  a: ['href'],
  img: ['src', 'width', 'height', 'alt'],
} as const satisfies Record<string, readonly string[]>

export type MarkupTag = keyof typeof MARKUP_TAG_ATTRIBUTES
export const MARKUP_TAGS = Object.keys(MARKUP_TAG_ATTRIBUTES) as MarkupTag[]
const ATTRIBUTES = [...new Set(Object.values(MARKUP_TAG_ATTRIBUTES).flat())]

/** Links open in a new tab without giving the page a handle on the console. */
export const LINK_TARGET = '_blank'
export const LINK_REL = 'noopener noreferrer'

/**
 * Where an image of the markup may come from: the console itself or an origin of the deploy's API or
 * static files — the same list the policy's `img-src` allows (shared/startup/deploy-origins.ts), so
 * that what the sanitizer keeps the browser shows. Only http(s); a backslash, which a browser reads as
 * a slash (`/\host/p.gif` is another host), is refused as it stands.
 */
export function isAllowedImageSource(src: string): boolean {
  const value = src.trim()
  if (value.includes('\\') || !(value.startsWith('/') || /^https?:\/\//i.test(value))) return false
  let url: URL
  try {
    url = new URL(value, window.location.href)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return url.origin === window.location.origin || deployOrigins(env).includes(url.origin)
}

/** Images and links of the markup send no address of a console page. */
export const IMAGE_REFERRER_POLICY = 'no-referrer'

/** Its own DOMPurify instance, so that these hooks never touch another caller's sanitizing. */
let instance: ReturnType<typeof DOMPurify> | null = null

function purifier() {
  if (instance) return instance
  const purify = DOMPurify(window)
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = (MARKUP_TAG_ATTRIBUTES as Record<string, readonly string[]>)[node.nodeName.toLowerCase()] ?? []
    if (!allowed.includes(data.attrName)) data.keepAttr = false
    else if (node.nodeName === 'IMG' && data.attrName === 'src' && !isAllowedImageSource(data.attrValue)) data.keepAttr = false
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', LINK_TARGET)
      node.setAttribute('rel', LINK_REL)
    }
    if (node.nodeName === 'IMG') node.setAttribute('referrerpolicy', IMAGE_REFERRER_POLICY)
  })
  instance = purify
  return purify
}

const CONFIG = {
  // What the parser would move into <head> (<base>, <meta>, <link> at the start) stays in the body, where it is seen and removed.
  FORCE_BODY: true,
  ALLOWED_TAGS: MARKUP_TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
}

/** The markup with only the allowed tags and attributes; links get target and rel. Nothing in it can run. */
export function sanitizeMarkup(markup: string): string {
  return purifier().sanitize(markup, CONFIG)
}

/** The parser's own wrappers around any markup, and the empty marker FORCE_BODY puts first, which DOMPurify lists as removed. */
const DOCUMENT_WRAPPERS = ['HTML', 'HEAD', 'BODY', 'REMOVE']

/**
 * Text tags the editor does not offer but stored texts use (an information item's paragraphs): without an
 * attribute they carry nothing but their text, which the sanitizer keeps, so they are no reason to refuse a save.
 */
const PLAIN_TEXT_TAGS = ['P', 'DIV', 'SPAN', 'I', 'EM', 'STRONG', 'U', 'BR', 'SMALL', 'BLOCKQUOTE', 'H5', 'H6', 'OL']

type Removed = { element?: Element; attribute?: Attr | null; from?: Element }

/** How the save names a removed element or attribute: `<script>`, `href="javascript:…"`. */
function removedItem(entry: Removed): string {
  if (entry.attribute) return `${entry.attribute.name}="${entry.attribute.value}"`
  const name = entry.element?.nodeName.toLowerCase() ?? ''
  return name === '#comment' ? '<!-- -->' : `<${name}>`
}

/** A removal that changes nothing a reader of the stored markup could run or load: the parser's wrappers, a plain text tag. */
function harmless(entry: Removed): boolean {
  if (entry.attribute || !entry.element) return false
  const { nodeName, attributes } = entry.element
  return (DOCUMENT_WRAPPERS.includes(nodeName) || PLAIN_TEXT_TAGS.includes(nodeName)) && attributes.length === 0
}

/**
 * What the sanitizer would remove from `markup`, each element and attribute once, in order: a save
 * sends only markup for which this is empty, so what is stored is what every reader would be shown,
 * whatever entities or whitespace hide a scheme from a plain text search. A plain text tag without
 * attributes (`<p>`), whose text the sanitizer keeps, is not counted.
 */
export function removedBySanitizer(markup: string): string[] {
  const purify = purifier()
  purify.sanitize(markup, CONFIG)
  return [...new Set((purify.removed as Removed[]).filter((entry) => !harmless(entry)).map(removedItem))]
}

/** The spacing tag's margin in pixels, when it is a plain number. */
export function spacingOf(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,3}\s*$/.test(value)) return null
  return Number(value)
}

/**
 * The markup sanitized into nodes of this document. The spacing tag becomes a block of its margin's
 * height; that style is set here from a checked number, never from the text.
 */
export function markupFragment(markup: string): DocumentFragment {
  const fragment = purifier().sanitize(markup, { ...CONFIG, RETURN_DOM_FRAGMENT: true })
  for (const sub of fragment.querySelectorAll('sub')) {
    const margin = spacingOf(sub.getAttribute('margin'))
    sub.style.display = 'block'
    if (margin !== null) sub.style.marginTop = `${margin}px`
  }
  return fragment
}

/** Renders sanitized markup into `container`, replacing what it held. */
export function renderMarkup(container: HTMLElement, markup: string) {
  container.replaceChildren(markupFragment(markup))
}
