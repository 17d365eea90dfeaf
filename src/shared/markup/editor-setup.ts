import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language'
import { html } from '@codemirror/legacy-modes/mode/xml'
import type { Extension } from '@codemirror/state'
import { Decoration, drawSelection, EditorView, keymap, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { markupText } from '@/shared/i18n/markup'
import { styleNonce } from '@/shared/startup/csp-nonce'
import { findForbiddenFragments } from './forbidden-fragments'

/**
 * The raw-markup editor's CodeMirror 6 set-up: the legacy xml stream mode in its html flavour (about
 * 10 KB less than @codemirror/lang-xml, which also brings autocompletion; lang-html would bring the
 * CSS and JavaScript parsers). Tags, attributes and values are coloured; undo and redo come from
 * the history keymap; Tab is left to the browser so the keyboard can leave the editor; forbidden
 * fragments are marked. The console's editor (code-editor.tsx) and the bench's floor page
 * (bench/floor/editor.tsx) both use it, so the bench compares the console with CodeMirror alone.
 */

const markupHighlight = HighlightStyle.define([
  { tag: tags.tagName, color: 'var(--console-code-tag)', fontWeight: '600' },
  { tag: tags.angleBracket, color: 'var(--console-text-secondary)' },
  { tag: tags.attributeName, color: 'var(--console-code-attribute)' },
  { tag: tags.string, color: 'var(--console-code-string)' },
  { tag: tags.comment, color: 'var(--console-text-secondary)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--console-negative)' },
])

const forbiddenMark = Decoration.mark({ class: 'cm-forbidden', attributes: { title: markupText.forbiddenMark } })

/** Lines above and below the visible ones that are checked too, for a fragment broken over lines. */
const MARGIN_LINES = 3

/**
 * The forbidden fragments in the lines on screen (with a few around them), marked where they
 * stand. Only what is visible is scanned, so a key costs the same in a 300 KB article as in a short
 * one; the form's problems and the save scan the whole text (use-markup-form.tsx).
 */
function forbiddenDecorations(view: EditorView): DecorationSet {
  const { doc } = view.state
  const marks = []
  let checkedTo = -1
  for (const { from, to } of view.visibleRanges) {
    const start = Math.max(doc.line(Math.max(doc.lineAt(from).number - MARGIN_LINES, 1)).from, checkedTo)
    const end = doc.line(Math.min(doc.lineAt(to).number + MARGIN_LINES, doc.lines)).to
    if (end <= start) continue
    for (const found of findForbiddenFragments(doc.sliceString(start, end)))
      marks.push(forbiddenMark.range(start + found.from, start + found.to))
    checkedTo = end
  }
  return Decoration.set(marks, true)
}

const forbiddenMarks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = forbiddenDecorations(view)
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = forbiddenDecorations(update.view)
    }
  },
  { decorations: (plugin) => plugin.decorations },
)

const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: '4px',
    backgroundColor: 'var(--console-surface)',
    fontSize: '14px',
  },
  '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    minHeight: '320px',
    maxHeight: '60vh',
    overflow: 'auto',
  },
  '.cm-content': { padding: '8px 0' },
  '.cm-forbidden': {
    backgroundColor: 'var(--console-mark-surface)',
    outline: '1px solid var(--console-mark-outline)',
    borderRadius: '2px',
  },
})

/** Every extension of the markup editor but the one that reports changes, named `label` and described by the element `describedBy`. */
export function markupEditorExtensions(label: string, describedBy?: string): Extension[] {
  return [
    history(),
    drawSelection(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    StreamLanguage.define(html),
    syntaxHighlighting(markupHighlight),
    EditorView.lineWrapping,
    forbiddenMarks,
    theme,
    EditorView.contentAttributes.of({ 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
    // Its theme's style element carries the policy's nonce (docs/security.md).
    ...(styleNonce ? [EditorView.cspNonce.of(styleNonce)] : []),
  ]
}
