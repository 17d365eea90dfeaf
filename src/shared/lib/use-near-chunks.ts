import { useEffect, useState, type RefObject } from 'react'
import { whenIdle } from './when-idle'

const NONE: ReadonlySet<number> = new Set()

type NearChunksOptions = {
  /** How many children make one chunk. */
  chunkSize: number
  /** How far outside the viewport a chunk counts as near it (an IntersectionObserver rootMargin). */
  margin: string
}

/**
 * Which chunks of a long list have come near the viewport, for content that can wait for the
 * list itself (pictures). None while a new list is painted; once the browser is idle after it, one
 * observer watches the first and the last child of each chunk, and a chunk counts as near, for
 * good, when one of the two comes within `margin` of the viewport, however the page got there
 * (scrolling, a jump to the end, a search in the page). What is near belongs to `source` (what the
 * list shows, e.g. the answer's page): another source starts from none, the same one kept on screen
 * (a placeholder while the next page loads) keeps it. The list's children must be its items, one
 * element each; a chunk must be shorter than the viewport and both margins.
 */
export function useNearChunks(
  listRef: RefObject<HTMLElement | null>,
  source: unknown,
  { chunkSize, margin }: NearChunksOptions,
): (chunk: number) => boolean {
  const [near, setNear] = useState<{ source: unknown; chunks: ReadonlySet<number> }>({ source, chunks: NONE })
  // The chunks noted for another source are not this one's.
  const chunks = near.source === source ? near.chunks : NONE
  const observable = typeof IntersectionObserver !== 'undefined'

  useEffect(() => {
    const list = listRef.current
    if (!observable || !list) return
    let observer: IntersectionObserver | undefined
    const cancelIdle = whenIdle(() => {
      const chunkOf = new Map<Element, number>()
      const children = list.children
      for (let first = 0; first < children.length; first += chunkSize) {
        const chunk = first / chunkSize
        chunkOf.set(children[first]!, chunk)
        chunkOf.set(children[Math.min(first + chunkSize, children.length) - 1]!, chunk)
      }
      observer = new IntersectionObserver(
        (entries) => {
          const reached = new Set<number>()
          for (const entry of entries) if (entry.isIntersecting) reached.add(chunkOf.get(entry.target)!)
          if (reached.size === 0) return
          // A chunk's two children are watched no more once it is near.
          for (const [element, chunk] of chunkOf) if (reached.has(chunk)) observer!.unobserve(element)
          setNear((previous) => ({
            source,
            chunks: new Set([...(previous.source === source ? previous.chunks : []), ...reached]),
          }))
        },
        { rootMargin: margin },
      )
      for (const element of chunkOf.keys()) observer.observe(element)
    })
    return () => {
      cancelIdle()
      observer?.disconnect()
    }
  }, [observable, listRef, source, chunkSize, margin])

  // Without an observer (an old browser, a test DOM) every chunk counts as near.
  return observable ? (chunk) => chunks.has(chunk) : () => true
}
