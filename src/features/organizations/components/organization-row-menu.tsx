import { Menu } from '@mantine/core'
import { useRef, useState } from 'react'
import type { Profile } from '../../auth/schemas'
import { can } from '../../../shared/auth/permissions'
import { organizationsText } from '../../../shared/i18n/organizations'
import type { OrganizationListItem } from '../list-schemas'

export type OrganizationAction = 'ban' | 'unban' | 'delete' | 'changeOwner'

type OrganizationRowMenuProps = {
  organization: OrganizationListItem
  profile: Profile | null
  label: string
  buttonClassName: string | undefined
  onAction: (action: OrganizationAction, organization: OrganizationListItem) => void
}

const newTab = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * The row menu of spec section 6, opened as soon as it mounts: open, edit and photo editing in a
 * new tab, ban / unban, change owner and full delete, each only where the admin's right applies.
 */
export default function OrganizationRowMenu({ organization, profile, label, buttonClassName, onAction }: OrganizationRowMenuProps) {
  const [opened, setOpened] = useState(true)
  // The card swapped its plain button for this one as the menu mounted, so the focus is brought
  // back here by hand when the menu closes.
  const target = useRef<HTMLButtonElement>(null)
  const id = encodeURIComponent(organization._id)
  const canEdit = can(profile, 'organizations:edit', organization)
  const canBan = can(profile, 'organizations:ban', organization)
  const canChangeOwner = can(profile, 'organizations:changeOwner', organization)
  const canDelete = can(profile, 'organizations:delete', organization)

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={230} withInitialFocusPlaceholder={false} onClose={() => target.current?.focus()}>
      <Menu.Target>
        <button ref={target} type="button" className={buttonClassName} aria-label={label}>
          ⋮
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Focus goes into the menu as it opens (from a click or the keyboard). */}
        <Menu.Item {...newTab} href={`/organizations/single-view?id=${id}`} data-autofocus>
          {organizationsText.menu.open}
        </Menu.Item>
        {canEdit && (
          <>
            <Menu.Item {...newTab} href={`/organizations/edit?id=${id}`}>
              {organizationsText.menu.edit}
            </Menu.Item>
            <Menu.Item {...newTab} href={`/organizations/edit-photos?id=${id}`}>
              {organizationsText.menu.editPhotos}
            </Menu.Item>
          </>
        )}
        {(canBan || canChangeOwner || canDelete) && <Menu.Divider />}
        {canBan &&
          (organization.is_active ? (
            <Menu.Item color="red" onClick={() => onAction('ban', organization)}>
              {organizationsText.menu.ban}
            </Menu.Item>
          ) : (
            <Menu.Item onClick={() => onAction('unban', organization)}>{organizationsText.menu.unban}</Menu.Item>
          ))}
        {canChangeOwner && <Menu.Item onClick={() => onAction('changeOwner', organization)}>{organizationsText.menu.changeOwner}</Menu.Item>}
        {canDelete && (
          <Menu.Item color="red" onClick={() => onAction('delete', organization)}>
            {organizationsText.menu.delete}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
