import { lazy, Suspense, type ReactElement } from 'react'
import type { Profile } from '../../auth/schemas'
import { can } from '../../../shared/auth/permissions'
import { staticUrl } from '../../../shared/env'
import { organizationsText } from '../../../shared/i18n/organizations'
import { formatDay } from '../../../shared/lib/format-date'
import type { OrganizationListItem } from '../list-schemas'
import classes from './organizations-list.module.css'
import type { OrganizationAction } from './organization-row-menu'

const OrganizationRowMenu = lazy(() => import('./organization-row-menu'))

type OrganizationCardProps = {
  /** The card's place on the page: a new page reuses the cards' elements and only updates their text. */
  position: number
  organization: OrganizationListItem
  profile: Profile | null
  /** The row menu has been opened once: it stays mounted from then on (focus returns to its button). */
  menuMounted: boolean
  /** The card is near the viewport (or has been): its cover is an `<img>`, else an empty frame of its size. */
  showCover: boolean
  onAction: (action: OrganizationAction, organization: OrganizationListItem) => void
}

/** The list opens a card's menu from one click handler on the list, through this attribute. */
export const MENU_FOR_ATTRIBUTE = 'data-menu-for'

/**
 * One card of the list (issue 3 "List"): plain elements and one small action button, so that 500
 * of them stay cheap. It is a render function, not a component: no fiber, hooks or handler of its
 * own per card (the list memoizes the 500 elements and opens menus from one click handler); the
 * Mantine menu is mounted only once the button is pressed.
 */
export function renderOrganizationCard({ position, organization, profile, menuMounted, showCover, onAction }: OrganizationCardProps): ReactElement {
  const cover = organization.carousel_photos[0]?.preview_url
  const hasMenu = can(profile, 'organizations:menu', organization)
  const actionLabel = organizationsText.actions(organization.name)

  const plainButton = (
    <button type="button" className={classes.action} aria-label={actionLabel} aria-haspopup="menu" data-menu-for={organization._id}>
      ⋮
    </button>
  )

  // Few elements per card: the meta lines are one text node (CSS keeps the line breaks), so 500
  // cards make few React fibers and DOM nodes.
  // join() makes flat strings (template literals would keep concatenation trees in memory).
  const meta = [
    organizationsText.category,
    ': ',
    organization.category.name,
    '\n',
    organizationsText.city,
    ': ',
    organization.city?.name ?? organizationsText.noCity,
    '\n',
    organizationsText.owner,
    ': ',
    organization.user.email,
  ].join('')
  const status = [organization.is_active ? organizationsText.active : organizationsText.banned, ' · ', organizationsText.createdAt, ': ', formatDay(organization.createdAt)].join('')

  return (
    <li key={position} className={classes.card} data-testid="organization-card">
      {/* The card's own frame (CSS) holds the cover's place until its picture is near the viewport. */}
      {cover ? (
        showCover && <img key={organization._id} className={classes.cover} src={staticUrl(cover)} alt="" width={96} height={72} loading="lazy" decoding="async" />
      ) : (
        <div className={classes.noCover}>{organizationsText.noPhoto}</div>
      )}
      <h2 className={classes.name}>{organization.name}</h2>
      <p className={classes.meta}>{meta}</p>
      <p className={organization.is_active ? classes.active : classes.banned}>{status}</p>
      {hasMenu &&
        (menuMounted ? (
          <Suspense fallback={plainButton}>
            <OrganizationRowMenu organization={organization} profile={profile} label={actionLabel} buttonClassName={classes.action} onAction={onAction} />
          </Suspense>
        ) : (
          plainButton
        ))}
    </li>
  )
}
