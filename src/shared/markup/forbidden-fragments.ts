/**
 * Spec section 5: script-like fragments an article (or information) text may not contain. The one
 * list of them; `findForbiddenFragments` is the one finder (the editor marks what it returns, the
 * preview and the save button read it).
 *
 * Words are matched as whole words, case-insensitively: "outlet" or "letter" is not "let", "styled"
 * is not "style". Symbols match wherever they stand.
 */
export const FORBIDDEN_WORDS = [
  'script',
  'let',
  'const',
  'var',
  'function',
  'alert',
  'prompt',
  'eval',
  'style',
  'fetch',
  'import',
  'iframe',
  'javascript',
] as const

export const FORBIDDEN_SYMBOLS = ['=>', '(', ')', '{', '}', ';', '`'] as const

/** Every on…= event-handler attribute (onclick=, onerror =, onload=…) as one entry of the list. */
export const FORBIDDEN_HANDLER = 'on…='
/** A script file reference. */
export const FORBIDDEN_SCRIPT_FILE = '.js'

export type ForbiddenFragment = {
  /** The entry of the list that matched (`on…=` for every handler). */
  fragment: string
  /** The text as typed. */
  text: string
  /** Offsets in the text: `text === source.slice(from, to)`. */
  from: number
  to: number
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const WORD_CHAR = 'A-Za-z0-9_$'

/** One alternation, a named group per kind, so one pass finds every fragment in text order. */
const PATTERN = new RegExp(
  [
    `(?<handler>(?<![${WORD_CHAR}])on[a-z]+\\s*=)`,
    `(?<file>\\.js(?![${WORD_CHAR}]))`,
    `(?<word>(?<![${WORD_CHAR}])(?:${FORBIDDEN_WORDS.join('|')})(?![${WORD_CHAR}]))`,
    `(?<symbol>${FORBIDDEN_SYMBOLS.map(escape).join('|')})`,
  ].join('|'),
  'gi',
)

/** Every forbidden fragment in `source`, in order, with its position. */
export function findForbiddenFragments(source: string): ForbiddenFragment[] {
  const found: ForbiddenFragment[] = []
  for (const match of source.matchAll(PATTERN)) {
    const text = match[0]
    const groups = match.groups ?? {}
    const fragment = groups.handler ? FORBIDDEN_HANDLER : groups.file ? FORBIDDEN_SCRIPT_FILE : groups.word ? text.toLowerCase() : text
    found.push({ fragment, text, from: match.index, to: match.index + text.length })
  }
  return found
}

/** The distinct fragments as typed, in order of first appearance (for the alert that names them). */
export function distinctFragments(found: readonly ForbiddenFragment[]): string[] {
  return [...new Set(found.map((item) => item.text.replace(/\s+/g, '')))]
}
