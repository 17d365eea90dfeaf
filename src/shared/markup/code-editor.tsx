import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language'
import { html } from '@codemirror/legacy-modes/mode/xml'
import { EditorState, StateField, Transaction, type Extension } from '@codemirror/state'
import { Decoration, drawSelection, EditorView, keymap, type DecorationSet } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { markupText } from '../i18n/markup'
import { findForbiddenFragments } from './forbidden-fragments'

export type MarkupEditorHandle = {
  /** Inserts `text` at the cursor (replacing a selection), the cursor then `cursor` characters in; false before the editor has loaded. */
  insert: (text: string, cursor?: number) => boolean
  focus: () => void
}

export type CodeEditorProps = {
  value: string
  onChange: (text: string) => void
  label: string
  handle?: Ref<MarkupEditorHandle> | undefined
}

/**
 * The raw-markup editor: CodeMirror 6 with the legacy xml stream mode in its html flavour (about
 * 10 KB less than @codemirror/lang-xml, which also brings autocompletion; lang-html would bring the
 * CSS and JavaScript parsers). Tags, attributes and values are coloured; undo and redo come from
 * the history keymap; Tab is left to the browser so the keyboard can leave the editor.
 * Loaded lazily by MarkupEditor, so no screen pays for it until an editor opens.
 */

const markupHighlight = HighlightStyle.define([
  { tag: tags.tagName, color: 'var(--mantine-color-indigo-9)', fontWeight: '600' },
  { tag: tags.angleBracket, color: 'var(--mantine-color-gray-7)' },
  { tag: tags.attributeName, color: 'var(--mantine-color-grape-9)' },
  { tag: tags.string, color: 'var(--mantine-color-teal-9)' },
  { tag: tags.comment, color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--mantine-color-red-9)' },
])

const forbiddenMark = Decoration.mark({ class: 'cm-forbidden', attributes: { title: markupText.forbiddenMark } })

function forbiddenDecorations(state: EditorState): DecorationSet {
  const ranges = findForbiddenFragments(state.doc.toString()).map((found) => forbiddenMark.range(found.from, found.to))
  return Decoration.set(ranges)
}

/** Each forbidden fragment marked where it stands, recomputed on every change. */
const forbiddenField = StateField.define<DecorationSet>({
  create: forbiddenDecorations,
  update: (value, transaction) => (transaction.docChanged ? forbiddenDecorations(transaction.state) : value),
  provide: (field) => EditorView.decorations.from(field),
})

const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-gray-4)',
    borderRadius: '4px',
    backgroundColor: 'var(--mantine-color-white)',
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
  '.cm-forbidden': { backgroundColor: 'var(--mantine-color-red-1)', outline: '1px solid var(--mantine-color-red-8)', borderRadius: '2px' },
})

function extensions(label: string, onDocChange: (text: string) => void): Extension[] {
  return [
    history(),
    drawSelection(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    StreamLanguage.define(html),
    syntaxHighlighting(markupHighlight),
    EditorView.lineWrapping,
    forbiddenField,
    theme,
    EditorView.contentAttributes.of({ 'aria-label': label }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onDocChange(update.state.doc.toString())
    }),
  ]
}

export default function CodeEditor({ value, onChange, label, handle }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const latestOnChange = useRef(onChange)
  useLayoutEffect(() => {
    latestOnChange.current = onChange
  })

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({ doc: value, extensions: extensions(label, (text) => latestOnChange.current(text)) }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label])

  // A value set from outside (cancel, a restored draft) replaces the text without an undo step.
  useEffect(() => {
    const editor = view.current
    if (!editor) return
    const current = editor.state.doc.toString()
    if (current === value) return
    editor.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: Transaction.addToHistory.of(false) })
  }, [value])

  useImperativeHandle(
    handle,
    () => ({
      insert: (text: string, cursor = text.length) => {
        const editor = view.current
        if (!editor) return false
        const { from, to } = editor.state.selection.main
        editor.dispatch({
          changes: { from, to, insert: text },
          selection: { anchor: from + cursor },
          scrollIntoView: true,
          userEvent: 'input',
        })
        editor.focus()
        return true
      },
      focus: () => view.current?.focus(),
    }),
    [],
  )

  return <div ref={host} data-testid="markup-editor" />
}
