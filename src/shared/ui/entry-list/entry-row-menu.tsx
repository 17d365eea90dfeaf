import '@mantine/core/styles/Menu.css'
import { Menu } from '@mantine/core'
import { Fragment, useRef, useState } from 'react'
import type { RowMenuItems } from './row-menu-items'

type EntryRowMenuProps<A extends string> = {
  items: RowMenuItems<A>
  label: string
  buttonClassName: string | undefined
  onAction: (action: A) => void
}

const newTab = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * A card's row menu (spec section 6), opened as soon as it mounts: the links open in a new tab
 * (single view, edit, photo editing), the actions open their confirmation. The card decides which
 * items the admin's rights allow.
 */
export default function EntryRowMenu<A extends string>({ items, label, buttonClassName, onAction }: EntryRowMenuProps<A>) {
  const [opened, setOpened] = useState(true)
  // The card swapped its plain button for this one as the menu mounted, so the focus is brought
  // back here by hand when the menu closes.
  const target = useRef<HTMLButtonElement>(null)
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={230}
      withInitialFocusPlaceholder={false}
      onClose={() => target.current?.focus()}
    >
      <Menu.Target>
        <button ref={target} type="button" className={buttonClassName} aria-label={label}>
          ⋮
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.links.map((link, index) => (
          // Focus goes into the menu as it opens (from a click or the keyboard).
          <Menu.Item key={link.href} {...newTab} href={link.href} {...(index === 0 ? { 'data-autofocus': true } : {})}>
            {link.label}
          </Menu.Item>
        ))}
        {items.actions.length > 0 && <Menu.Divider />}
        {items.actions.map((item) => (
          <Fragment key={item.action}>
            <Menu.Item {...(item.danger ? { color: 'red' } : {})} onClick={() => onAction(item.action)}>
              {item.label}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
