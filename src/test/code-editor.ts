import { EditorView } from '@codemirror/view'

/** jsdom has no layout: CodeMirror measures text through ranges. Call before rendering an editor. */
export function stubRangeLayout() {
  const noRects: unknown = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }
  Range.prototype.getClientRects = () => noRects as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
}

/** Types `text` at the end of the (only) markup editor, as one input of the person's. */
export function typeAtEnd(text: string) {
  const view = EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor')!)
  if (!view) throw new Error('no markup editor on the page')
  const end = view.state.doc.length
  view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length }, userEvent: 'input.type' })
}
