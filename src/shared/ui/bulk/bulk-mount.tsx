import { Suspense, useState, type ComponentType, type KeyboardEvent } from 'react'
import type { BulkLayerProps } from './bulk-layer'
import type { Selectable, Selection } from './selection'

/** The attribute of a card that space selects when the card itself has the focus. */
export const SELECT_CARD_ATTRIBUTE = 'data-select-card'

/**
 * Mounts a list's bulk layer (lazy: its code loads with the first selection) and keeps it mounted
 * from then on, so that a run and its summary outlive a cleared selection.
 */
export function BulkMount<T extends Selectable>({
  Layer,
  selection,
}: {
  Layer: ComponentType<BulkLayerProps<T>>
  selection: Selection<T>
}) {
  const [wanted, setWanted] = useState(false)
  if (selection.selected.size > 0 && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Layer selection={selection} />
    </Suspense>
  )
}

/** Space on a focused card toggles its selection box (one handler on the list). */
export function toggleFocusedCard(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ') return
  const target = event.target as HTMLElement
  if (!target.hasAttribute(SELECT_CARD_ATTRIBUTE)) return
  const box = target.querySelector<HTMLInputElement>('input[type="checkbox"]')
  if (!box) return
  event.preventDefault()
  box.click()
}
