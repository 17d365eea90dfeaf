import dayjs from 'dayjs'
import { lazy, memo, Suspense, useState } from 'react'
import type { Profile } from '../../auth/schemas'
import { can } from '../../../shared/auth/permissions'
import { staticUrl } from '../../../shared/env'
import { ru } from '../../../shared/i18n/ru'
import { DATE_FORMAT } from '../../../shared/limits'
import type { Organization } from '../schemas'
import classes from './organizations-list.module.css'
import type { OrganizationAction } from './organization-row-menu'

const OrganizationRowMenu = lazy(() => import('./organization-row-menu'))

type OrganizationCardProps = {
  organization: Organization
  profile: Profile | null
  onAction: (action: OrganizationAction, organization: Organization) => void
}

/**
 * One card of the list (issue 3 "List"): plain elements and one small action button, so that 500
 * of them stay cheap; the Mantine menu is mounted only once the button is pressed.
 */
export const OrganizationCard = memo(function OrganizationCard({ organization, profile, onAction }: OrganizationCardProps) {
  const [menuMounted, setMenuMounted] = useState(false)
  const cover = organization.carousel_photos[0]?.preview_url
  const hasMenu = can(profile, 'organizations:menu', organization)
  const actionLabel = ru.organizations.actions(organization.name)

  const plainButton = (
    <button type="button" className={classes.action} aria-label={actionLabel} aria-haspopup="menu" onClick={() => setMenuMounted(true)}>
      ⋮
    </button>
  )

  return (
    <li className={classes.card} data-testid="organization-card">
      {cover ? (
        <img className={classes.cover} src={staticUrl(cover)} alt="" width={96} height={72} loading="lazy" decoding="async" />
      ) : (
        <div className={classes.noCover}>{ru.organizations.noPhoto}</div>
      )}
      <div className={classes.body}>
        <h2 className={classes.name}>{organization.name}</h2>
        <p className={classes.meta}>
          <span className={classes.label}>{ru.organizations.category}: </span>
          {organization.category.name}
        </p>
        <p className={classes.meta}>
          <span className={classes.label}>{ru.organizations.city}: </span>
          {organization.city?.name ?? ru.organizations.noCity}
        </p>
        <p className={classes.meta}>
          <span className={classes.label}>{ru.organizations.owner}: </span>
          {organization.user.email}
        </p>
        <p className={classes.meta}>
          <span className={organization.is_active ? classes.active : classes.banned}>
            {organization.is_active ? ru.organizations.active : ru.organizations.banned}
          </span>{' '}
          <span className={classes.label}>{ru.organizations.createdAt}: </span>
          {dayjs(organization.createdAt).format(DATE_FORMAT)}
        </p>
      </div>
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
})
