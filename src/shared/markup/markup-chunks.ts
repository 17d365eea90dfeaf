/**
 * Cuts article markup into pieces that the preview sanitizes and renders one by one, so that an edit
 * re-renders the pieces it touched and not a 300 KB document.
 *
 * A piece ends only after a line break where an HTML parser would stand at the top of the body: no
 * tag, comment or element open. Parsing the pieces one after another then builds the same nodes as
 * parsing the whole text (adjacent text may be split into two text nodes, which render alike). The
 * scan is conservative: an end tag that does not close the innermost open element, a tag outside
 * the simple set below, a comment or an unterminated tag stops all further cuts, and the rest of the text
 * is one piece (still correct, only slower to re-render).
 *
 * Where to cut among the possible places depends on the text of the lines that end there (a hash)
 * and on the length since the last cut, never on an offset in the document: an edit moves no
 * boundary before it, and the boundaries after it fall back into place within a piece or two, so
 * the pieces around an edit keep their text and their rendered nodes.
 */

/** Elements whose tags a cut may follow: the allowed markup tags and plain text-level ones. */
const SIMPLE = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'pre',
  'b',
  'i',
  'em',
  'strong',
  'u',
  's',
  'sub',
  'sup',
  'a',
  'p',
  'div',
  'span',
  'small',
  'blockquote',
  'code',
])
/** Elements without content: their start tag opens nothing. */
const VOID = new Set(['img', 'br', 'hr', 'wbr'])

/**
 * A piece ends at a possible cut where the hash of the last three lines (the one ending there and
 * the two before it) is divisible by EVERY, about one line in 64 (some 2 KB apart), unless the piece
 * would be shorter than MIN; and at the first possible cut past MAX characters (text whose lines
 * repeat). The pieces are a few kilobytes: small enough to re-render at once, few enough (about a
 * hundred in 300 KB) that sanitizing them costs little more than sanitizing the whole text at once.
 * Since such lines are rare next to MIN, the cut after an edit falls where it fell before.
 */
const MIN = 256
const EVERY = 64
const MAX = 16_384

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d
const isLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)

/** The end of the tag whose name ends at `from` (after its '>'), or -1 when it never ends. */
function tagEnd(text: string, from: number): number {
  let i = from
  while (i < text.length) {
    const char = text[i]
    if (char === '>') return i + 1
    if (char === '=') {
      // An attribute value: quoted (may hold '>') or unquoted (ends at a space or '>').
      i += 1
      while (i < text.length && isSpace(text.charCodeAt(i))) i += 1
      const quote = text[i]
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1)
        if (close === -1) return -1
        i = close + 1
      }
      continue
    }
    i += 1
  }
  return -1
}

/** A small string hash (FNV-1a) of text[from, to). */
function hashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5
  for (let i = from; i < to; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** The offsets where the pieces after the first start (each right after a line break). */
export function markupCuts(text: string): number[] {
  const cuts: number[] = []
  const open: string[] = []
  let lineStart = 0
  // The hashes of the two lines before the current one.
  let before = 0
  let previous = 0
  let i = 0
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) {
      i += 1
      const line = hashOf(text, lineStart, i)
      const window = (Math.imul(Math.imul(before, 0x01000193) ^ previous, 0x01000193) ^ line) >>> 0
      const length = i - (cuts.at(-1) ?? 0)
      if (open.length === 0 && length >= MIN && (length >= MAX || window % EVERY === 0)) cuts.push(i)
      before = previous
      previous = line
      lineStart = i
      continue
    }
    if (code !== 0x3c /* < */) {
      i += 1
      continue
    }
    const next = text.charCodeAt(i + 1)
    const closing = next === 0x2f /* / */
    const nameStart = closing ? i + 2 : i + 1
    if (!isLetter(text.charCodeAt(nameStart))) {
      // '<' before anything but a letter is text, but '<!' (a comment or a doctype), '<?' and '</'
      // before a non-letter have rules of their own: stop cutting.
      if (closing || next === 0x21 /* ! */ || next === 0x3f /* ? */) return cuts
      i += 1
      continue
    }
    let nameEnd = nameStart
    while (nameEnd < text.length && !isSpace(text.charCodeAt(nameEnd)) && text[nameEnd] !== '>' && text[nameEnd] !== '/') nameEnd += 1
    const name = text.slice(nameStart, nameEnd).toLowerCase()
    const end = tagEnd(text, nameEnd)
    if (end === -1) return cuts
    if (VOID.has(name)) {
      if (closing) return cuts
    } else if (!SIMPLE.has(name)) {
      return cuts
    } else if (closing) {
      if (open.at(-1) !== name) return cuts
      open.pop()
    } else {
      open.push(name)
    }
    i = end
  }
  return cuts
}

/** The markup in pieces, in order: `pieces.join('') === text`. */
export function splitMarkup(text: string): string[] {
  const pieces: string[] = []
  let from = 0
  for (const cut of markupCuts(text)) {
    pieces.push(text.slice(from, cut))
    from = cut
  }
  pieces.push(text.slice(from))
  return pieces
}
