import type { ChangeEvent, ReactElement } from 'react'
import type { Profile } from '@/shared/auth/schemas'
import { SELECT_CARD_ATTRIBUTE } from '@/shared/bulk/selection'
import { staticUrl } from '@/shared/startup/env'
import classes from './entry-list.module.css'
import { EntryRowMenu } from './entry-row-menu'
import type { RowMenuItems } from './row-menu-items'

/**
 * What a list item has for its card: a name, a state and its cover (only the first carousel photo is kept); and the
 * admin who created it, where its kind keeps one (an organization: the rights limited to own organizations read it).
 */
export type EntryListItem = {
  _id: string
  name: string
  is_active: boolean
  carousel_photos: { preview_url: string }[]
  creator_admin?: string | null
}

/**
 * What differs per feature in a card: its text and its menu. Module constants, so that the list's
 * chunks of cards compare them by identity.
 */
export type EntryCardSpec<T extends EntryListItem, A extends string> = {
  /** The lines under the name, one text (CSS keeps the line breaks). */
  meta: (item: T) => string
  /** The status line (active or banned, creation date…). */
  status: (item: T) => string
  noPhoto: string
  /** The card has a row menu for this admin (spec section 6, through can()). */
  hasMenu: (item: T, profile: Profile | null) => boolean
  /** The menu's items, asked for only when the menu mounts. */
  menu: (item: T, profile: Profile | null) => RowMenuItems<A>
}

type EntryCardProps<T extends EntryListItem, A extends string> = {
  /** The card's place on the page: a new page reuses the cards' elements and only updates their text. */
  position: number
  /** What the list's cards share (entryCardParts). */
  parts: EntryCardParts
  item: T
  spec: EntryCardSpec<T, A>
  profile: Profile | null
  testId: string
  /** The card's ⋮ was the last pressed on this answer: its menu stays mounted, so the focus returns to its button. */
  menuMounted: boolean
  /** Its menu is open (the list holds it). */
  menuOpened: boolean
  /** One handler for every card's menu: it opened or closed. */
  onMenuChange: (position: number, opened: boolean) => void
  /** The card is near the viewport (or has been): its cover is an `<img>`, else an empty frame of its size. */
  showCover: boolean
  onAction: (action: A, item: T) => void
  /** The admin may act on entries in bulk: the card has a selection box named by the entry. */
  selectable?: boolean
  selected?: boolean
  /** One handler for every card's box (its value is the card's position). */
  onSelect?: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * The list opens a card's menu from one click handler on the list, through this attribute: the card's place on the
 * page, which another page's card in that place keeps (so a new page does not rewrite it in 500 buttons).
 */
export const MENU_FOR_ATTRIBUTE = 'data-menu-for'

/**
 * What the cards of one list share, made once for the list: the ⋮ buttons by place and the frame of a card without
 * a photo. The button of a place is the same element for every page, so that React leaves it as it is.
 */
export type EntryCardParts = {
  /**
   * The list's own prefix of element ids: a card's heading is `${ids}${position}`, and `${ids}actions` the text
   * its ⋮ button's name starts with (entryMenuText.actionsOf).
   */
  ids: string
  /** The headings' ids by place. */
  nameIds: readonly string[]
  menuButtons: readonly ReactElement[]
  noCover: ReactElement
}

// join() makes flat strings (template literals would keep concatenation trees in memory).
const nameIdAt = (ids: string, position: number) => [ids, position].join('')

/** The ⋮ of the card in this place: the browser's button, not Mantine's ActionIcon (docs/ui.md, 'Native elements'). */
function menuButtonAt(ids: string, position: number) {
  return (
    <button
      type="button"
      className={classes.action}
      aria-labelledby={[ids, 'actions ', ids, position].join('')}
      aria-haspopup="menu"
      data-menu-for={position}
    >
      ⋮
    </button>
  )
}

/** The parts of a list of up to `size` cards (its page size). */
export function entryCardParts(ids: string, size: number, noPhoto: string): EntryCardParts {
  return {
    ids,
    nameIds: Array.from({ length: size }, (_, position) => nameIdAt(ids, position)),
    menuButtons: Array.from({ length: size }, (_, position) => menuButtonAt(ids, position)),
    noCover: <div className={classes.noCover}>{noPhoto}</div>,
  }
}

/**
 * One card of a directory-entry list: a few of the browser's elements, the ⋮ button and the
 * selection box among them, so that 500 of them stay cheap. It is a render function, not a component: no fiber, hooks or handler
 * of its own per card (the list memoizes the elements and opens menus from one click handler);
 * Mantine's Menu is mounted only once the button is pressed. What names the entry is its heading: the ⋮ and the box
 * are named through it (aria-labelledby), and they and the heading are identified by the card's place, so another
 * page changes the cards' texts and nothing else of them.
 */
export function renderEntryCard<T extends EntryListItem, A extends string>({
  position,
  parts,
  item,
  spec,
  profile,
  testId,
  menuMounted,
  menuOpened,
  onMenuChange,
  showCover,
  onAction,
  selectable = false,
  selected = false,
  onSelect,
}: EntryCardProps<T, A>): ReactElement {
  const cover = item.carousel_photos[0]?.preview_url
  const hasMenu = spec.hasMenu(item, profile)
  // A page shown while the page size changes may have more cards than the new size's parts.
  const nameId = parts.nameIds[position] ?? nameIdAt(parts.ids, position)
  const menuButton = parts.menuButtons[position] ?? menuButtonAt(parts.ids, position)

  return (
    <li key={position} className={classes.card} data-testid={testId} {...(selectable ? { tabIndex: -1, [SELECT_CARD_ATTRIBUTE]: '' } : {})}>
      {/* The card's own frame (CSS) holds the cover's place until its picture is near the viewport. */}
      {cover
        ? showCover && (
            <img
              key={item._id}
              className={classes.cover}
              src={staticUrl(cover)}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
            />
          )
        : parts.noCover}
      <h2 id={nameId} className={classes.name} title={item.name}>
        {item.name}
      </h2>
      {/* Few elements per card: the meta lines are one text node, so 500 cards make few fibers and DOM nodes. */}
      <p className={classes.meta}>{spec.meta(item)}</p>
      <p className={item.is_active ? classes.active : classes.banned}>{spec.status(item)}</p>
      {hasMenu &&
        (menuMounted ? (
          <EntryRowMenu
            items={spec.menu(item, profile)}
            target={menuButton}
            opened={menuOpened}
            onChange={(opened) => onMenuChange(position, opened)}
            onAction={(action) => onAction(action, item)}
          />
        ) : (
          menuButton
        ))}
      {/* The browser's checkbox, not Mantine's (docs/ui.md, 'Native elements'). */}
      {selectable && (
        <input
          type="checkbox"
          className={classes.select}
          aria-labelledby={nameId}
          value={position}
          checked={selected}
          onChange={onSelect}
        />
      )}
    </li>
  )
}
