import { memo, useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type MouseEvent } from 'react'
import type { Profile } from '@/shared/auth/schemas'
import { toggleFocusedCard, type SelectionMap } from '@/shared/bulk/selection'
import type { EntryListData } from '@/shared/entries/entry-list-calls'
import { entryMenuText } from '@/shared/i18n/ru'
import { useNearChunks } from '@/shared/lib/use-near-chunks'
import {
  entryCardParts,
  MENU_FOR_ATTRIBUTE,
  renderEntryCard,
  type EntryCardParts,
  type EntryCardSpec,
  type EntryListItem,
} from './entry-card'
import classes from './entry-list.module.css'

/**
 * Covers are `<img>` elements only for cards near the viewport, in chunks, once the page is
 * painted: 500 image elements at once cost a page change about as much as the rest of the cards.
 * A chunk of 24 fills whole rows in 2, 3, 4 or 6 columns; even in one column (about 3 100 px) it
 * is shorter than a viewport and its two margins.
 */
const COVER_CHUNK = 24
const COVER_MARGIN = '1200px 0px'

/**
 * Selection boxes are drawn for the first chunks at once and for the others when they come near
 * the viewport, as the covers are: every input costs React a value tracker and listeners of its
 * own. Two chunks (48 cards) fill the first screen at any width.
 */
const EAGER_BOX_CHUNKS = 2

/** The ⋮ pressed last: on which answer, in which place, for which entry, and whether its menu is open. */
type OpenedMenu = { answer: object; position: number; id: string; open: boolean }

type EntryCardsProps<T extends EntryListItem, A extends string> = {
  /** The answer shown (a placeholder while the next loads): its identity stays while an entry is patched in place. */
  answer: EntryListData<T>
  /** The answer is a placeholder: the next page is loading. */
  stale: boolean
  spec: EntryCardSpec<T, A>
  profile: Profile | null
  testIds: { list: string; card: string }
  label: string
  /** The expected height of a card, px, for the cards the browser skips off screen. */
  cardHeight: number | undefined
  /** The admin may select entries (bulk actions). */
  selectable: boolean
  selected: SelectionMap<T>
  onChoose: (item: T, checked: boolean) => void
  onAction: (action: A, item: T) => void
}

/**
 * The cards of the answer shown, in chunks that render again only when something of theirs changes: one delegated
 * listener for every card's buttons, boxes and links, a card's row menu mounted from its first press, covers and boxes
 * as their chunk comes near the viewport. What keeps 500 cards fast is in README "Performance".
 */
export function EntryCards<T extends EntryListItem, A extends string>({
  answer,
  stale,
  spec,
  profile,
  testIds,
  label,
  cardHeight,
  selectable,
  selected,
  onChoose,
  onAction,
}: EntryCardsProps<T, A>) {
  const { items } = answer
  // The last ⋮ pressed keeps its menu (Mantine's Menu) mounted, so that the focus comes back to its button; another
  // answer's card in that place has none, and when this answer shows again the menu is as it was left (closed).
  const [opened, setOpened] = useState<OpenedMenu | null>(null)
  const openedHere = opened?.answer === answer.search ? opened : null
  const onListClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      // The button names its card's place on the page (the same for every page, so a new page leaves it as it is).
      const place = (event.target as Element).closest(`button[${MENU_FOR_ATTRIBUTE}]`)?.getAttribute(MENU_FOR_ATTRIBUTE)
      const position = Number(place)
      const item = place ? items[position] : undefined
      if (!item) return
      // A mounted menu opens and closes itself on its button's press (onMenuChange).
      setOpened((previous) =>
        previous?.answer === answer.search && previous.position === position && previous.id === item._id
          ? previous
          : { answer: answer.search, position, id: item._id, open: true },
      )
    },
    [items, answer.search],
  )
  const onMenuChange = useCallback((position: number, open: boolean) => {
    setOpened((previous) => (previous?.position === position && previous.open !== open ? { ...previous, open } : previous))
  }, [])
  // A card's box names its place on the page (see renderEntryCard).
  const onCardBox = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const item = items[Number(event.currentTarget.value)]
      if (item) onChoose(item, event.currentTarget.checked)
    },
    [items, onChoose],
  )
  // The prefix of the cards' element ids (their headings, the ⋮ buttons' names), and what the cards share.
  const ids = useId()
  const perPage = answer.search.per_page
  const parts = useMemo(() => entryCardParts(ids, perPage, spec.noPhoto), [ids, perPage, spec.noPhoto])
  const chunks = useMemo(() => chunk(items, COVER_CHUNK), [items])
  const listRef = useRef<HTMLUListElement>(null)
  // Covers start again from none when another answer shows; not while the previous one stays on screen as a
  // placeholder, nor when a card is patched in place (ban, delete).
  const isNear = useNearChunks(listRef, answer.search, { chunkSize: COVER_CHUNK, margin: COVER_MARGIN })
  const listStyle = cardHeight ? ({ '--entry-card-height': `${cardHeight}px` } as CSSProperties) : undefined

  return (
    <>
      {/* The start of every ⋮ button's name (renderEntryCard); hidden, it still names them. */}
      <span id={`${ids}actions`} hidden>
        {entryMenuText.actionsOf}
      </span>
      {/* One delegated listener for every card's buttons, boxes and links (the interactive elements inside). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        className={classes.list}
        style={listStyle}
        data-testid={testIds.list}
        aria-label={label}
        aria-busy={stale}
        onClick={onListClick}
        onKeyDown={selectable ? toggleFocusedCard : undefined}
        ref={listRef}
      >
        {chunks.map((run, index) => {
          const start = index * COVER_CHUNK
          return (
            <CardChunk
              key={index}
              items={run}
              start={start}
              parts={parts}
              spec={spec}
              profile={profile}
              testId={testIds.card}
              menuAt={openedHere && openedHere.position >= start && openedHere.position < start + run.length ? openedHere : null}
              onMenuChange={onMenuChange}
              showCovers={isNear(index)}
              onAction={onAction}
              selectable={selectable && (index < EAGER_BOX_CHUNKS || isNear(index))}
              selected={selected}
              onSelect={onCardBox}
            />
          )
        })}
      </ul>
    </>
  )
}

type CardChunkProps<T extends EntryListItem, A extends string> = {
  items: readonly T[]
  /** The position of the chunk's first card on the page. */
  start: number
  parts: EntryCardParts
  spec: EntryCardSpec<T, A>
  profile: Profile | null
  testId: string
  /** The last pressed ⋮, when it is in this chunk. */
  menuAt: OpenedMenu | null
  onMenuChange: (position: number, opened: boolean) => void
  showCovers: boolean
  onAction: (action: A, item: T) => void
  /** The admin may select entries and this chunk's boxes are shown (the first chunks, then those near the viewport). */
  selectable: boolean
  selected: SelectionMap<T>
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A run of cards that renders again only when one of its props changes, or whether one of its cards is selected. */
const CardChunk = memo(function CardChunk<T extends EntryListItem, A extends string>({
  items,
  start,
  parts,
  spec,
  profile,
  testId,
  menuAt,
  onMenuChange,
  showCovers,
  onAction,
  selectable,
  selected,
  onSelect,
}: CardChunkProps<T, A>) {
  return items.map((item, index) =>
    renderEntryCard({
      position: start + index,
      parts,
      item,
      spec,
      profile,
      testId,
      menuMounted: menuAt?.position === start + index && menuAt.id === item._id,
      menuOpened: menuAt?.open ?? false,
      onMenuChange,
      showCover: showCovers,
      onAction,
      selectable,
      selected: selectable && selected.has(item._id),
      onSelect,
    }),
  )
}, sameChunk) as unknown as <T extends EntryListItem, A extends string>(props: CardChunkProps<T, A>) => ReturnType<typeof renderEntryCard>[]

/** The props are the same, but for the selection, where only this chunk's cards count. */
function sameChunk<T extends EntryListItem, A extends string>(previous: CardChunkProps<T, A>, next: CardChunkProps<T, A>): boolean {
  for (const key of Object.keys(next) as (keyof CardChunkProps<T, A>)[]) if (key !== 'selected' && previous[key] !== next[key]) return false
  return previous.selected === next.selected || next.items.every((item) => previous.selected.has(item._id) === next.selected.has(item._id))
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
