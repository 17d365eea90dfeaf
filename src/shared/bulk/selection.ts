import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react'

/** What a selectable entry has: an id, a state (ban / unban) and a name for the summary. */
export type Selectable = { _id: string; is_active: boolean }

/** The selected entries by _id, as they were when selected (and as bulk actions changed them). */
export type SelectionMap<T> = ReadonlyMap<string, T>

export type Selection<T extends Selectable> = {
  selected: SelectionMap<T>
  /** One handler for every entry's box on the page: its `value` is the entry's _id. */
  onBoxChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** Selects or unselects one entry (a list whose boxes name their place on the page, not the entry). */
  choose: (item: T, checked: boolean) => void
  /** Selects (or, when all are selected, unselects) every entry of the page shown. */
  togglePage: () => void
  /** Every entry of the page shown is selected. */
  pageSelected: boolean
  clear: () => void
  /** Replaces the selection (after a bulk action: deleted entries out, changed ones updated). */
  replace: Dispatch<SetStateAction<SelectionMap<T>>>
}

/**
 * A list screen's selection: kept by _id across pages and filters of the screen (the
 * state lives as long as the screen), so that entries of several pages can be acted on at once.
 * The page's items are read through a ref: the box handler stays one function for every card.
 */
export function useSelection<T extends Selectable>(pageItems: readonly T[] | undefined): Selection<T> {
  const [selected, setSelected] = useState<SelectionMap<T>>(() => new Map())
  const items = useRef(pageItems)
  useLayoutEffect(() => {
    items.current = pageItems
  }, [pageItems])

  const onBoxChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const { value: id, checked } = event.currentTarget
    const item = items.current?.find((entry) => entry._id === id)
    setSelected((previous) => {
      if (checked === previous.has(id) || (checked && !item)) return previous
      const next = new Map(previous)
      if (checked && item) next.set(id, item)
      else next.delete(id)
      return next
    })
  }, [])

  const choose = useCallback((item: T, checked: boolean) => {
    setSelected((previous) => {
      if (checked === previous.has(item._id)) return previous
      const next = new Map(previous)
      if (checked) next.set(item._id, item)
      else next.delete(item._id)
      return next
    })
  }, [])

  const pageSelected = useMemo(
    () => Boolean(pageItems?.length) && pageItems!.every((item) => selected.has(item._id)),
    [pageItems, selected],
  )

  const togglePage = useCallback(() => {
    const page = items.current ?? []
    setSelected((previous) => {
      const next = new Map(previous)
      const all = page.length > 0 && page.every((item) => previous.has(item._id))
      for (const item of page) {
        if (all) next.delete(item._id)
        else next.set(item._id, item)
      }
      return next
    })
  }, [])

  const clear = useCallback(() => setSelected(new Map()), [])
  return { selected, onBoxChange, choose, togglePage, pageSelected, clear, replace: setSelected }
}

/** The attribute of a card that space selects when the card itself has the focus. */
export const SELECT_CARD_ATTRIBUTE = 'data-select-card'

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
