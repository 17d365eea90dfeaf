import { splitMarkup } from './markup-chunks'
import { markupFragment } from './sanitize-markup'

type Piece = { text: string; nodes: ChildNode[] }

/**
 * Renders markup into `container` piece by piece (markup-chunks.ts), each piece through the
 * sanitizer. A later render keeps the pieces before and after the changed text with their nodes and
 * replaces only those between, so a keystroke in a 300 KB article re-renders a kilobyte or two and
 * the browser lays out only what moved. The container belongs to the renderer.
 */
export function markupRenderer(container: HTMLElement): (markup: string) => void {
  let pieces: Piece[] = []
  container.replaceChildren()
  return (markup) => {
    const texts = splitMarkup(markup)
    let start = 0
    while (start < pieces.length && start < texts.length && pieces[start]!.text === texts[start]) start += 1
    let oldEnd = pieces.length
    let newEnd = texts.length
    while (oldEnd > start && newEnd > start && pieces[oldEnd - 1]!.text === texts[newEnd - 1]) {
      oldEnd -= 1
      newEnd -= 1
    }
    if (start === oldEnd && start === newEnd) return
    for (const piece of pieces.slice(start, oldEnd)) for (const node of piece.nodes) node.remove()
    const batch = document.createDocumentFragment()
    const added = texts.slice(start, newEnd).map((text) => {
      const fragment = markupFragment(text)
      const nodes = [...fragment.childNodes]
      batch.append(fragment)
      return { text, nodes }
    })
    const kept = pieces.slice(oldEnd)
    const before = kept.find((piece) => piece.nodes.length > 0)?.nodes[0] ?? null
    container.insertBefore(batch, before)
    pieces = [...pieces.slice(0, start), ...added, ...kept]
  }
}
