import { EditorState, Transaction } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { Text } from '@mantine/core'
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { markupText } from '@/shared/i18n/markup'
import { markupEditorExtensions } from './editor-setup'

export type MarkupEditorHandle = {
  /** Inserts `text` at the cursor (replacing a selection), the cursor then `cursor` characters in; false before the editor has loaded. */
  insert: (text: string, cursor?: number) => boolean
  /** The text in the editor now, every key included; null before the editor has loaded. */
  text: () => string | null
  focus: () => void
}

export type CodeEditorProps = {
  value: string
  /** The text changed in the editor (read it with the handle's `text()`). */
  onEdit: () => void
  label: string
  handle?: Ref<MarkupEditorHandle> | undefined
}

/**
 * The raw-markup editor: CodeMirror 6 set up by editor-setup.ts. A key is CodeMirror's alone: the
 * editor only says that the text changed (`onEdit`), and whoever needs the text reads it through
 * the handle (`text()`) when it needs it, so no keystroke copies a long article.
 * Loaded lazily by MarkupEditor, so no screen pays for it until an editor opens.
 */
export default function CodeEditor({ value, onEdit, label, handle }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const view = useRef<EditorView | null>(null)
  /** The text last read from the editor or set into it: `value` coming back as it is changes nothing. */
  const synced = useRef(value)
  const latestOnEdit = useRef(onEdit)
  useLayoutEffect(() => {
    latestOnEdit.current = onEdit
  })

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: synced.current,
        extensions: [
          markupEditorExtensions(label, hintId),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnEdit.current()
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
    // The editor is made once; later values arrive through the effect below.
  }, [label, hintId])

  // A value set from outside (a snippet inserted before the editor loaded) replaces the text without an undo step.
  useEffect(() => {
    const editor = view.current
    if (!editor || value === synced.current) return
    synced.current = value
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
      text: () => {
        const editor = view.current
        if (!editor) return null
        synced.current = editor.state.doc.toString()
        return synced.current
      },
      focus: () => view.current?.focus(),
    }),
    [],
  )

  return (
    <>
      <div ref={host} data-testid="markup-editor" />
      {/* Tab is left to the browser (editor-setup.ts): the way out is said under the editor and read with it. */}
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        {markupText.keyboardHint}
      </Text>
    </>
  )
}
