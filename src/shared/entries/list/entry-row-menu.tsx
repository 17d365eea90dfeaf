import '@mantine/core/styles/Menu.css'
import { Menu } from '@mantine/core'
import { cloneElement, useRef, type ReactElement, type Ref } from 'react'
import type { RowMenuItems } from './row-menu-items'

type EntryRowMenuProps<A extends string> = {
  items: RowMenuItems<A>
  /** The card's ⋮ button, which the menu takes over as its target. */
  target: ReactElement<{ ref?: Ref<HTMLButtonElement>; 'aria-labelledby'?: string }>
  /** The list holds whether it is open (it mounts it open on the first press of the button). */
  opened: boolean
  onChange: (opened: boolean) => void
  onAction: (action: A) => void
}

const newTab = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * A card's row menu (spec section 6), mounted by the card on the first press of its button (so that 500 cards do not
 * each carry Mantine's Menu): the links open in a new tab (single view, edit, photo editing), the actions open their
 * confirmation. The card decides which items the admin's rights allow.
 */
export function EntryRowMenu<A extends string>({ items, target, opened, onChange, onAction }: EntryRowMenuProps<A>) {
  // The card's button was replaced by this one as the menu mounted: the focus comes back here when it closes.
  const button = useRef<HTMLButtonElement>(null)
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={230}
      withInitialFocusPlaceholder={false}
      onClose={() => button.current?.focus()}
    >
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      {/* Named as its button is: Mantine's reference to the button would name it by the button's text, '⋮'. */}
      <Menu.Dropdown aria-labelledby={target.props['aria-labelledby']}>
        {items.links.map((link, index) => (
          // Focus goes into the menu as it opens (from a click or the keyboard).
          <Menu.Item key={link.href} {...newTab} href={link.href} {...(index === 0 ? { 'data-autofocus': true } : {})}>
            {link.label}
          </Menu.Item>
        ))}
        {items.actions.length > 0 && <Menu.Divider />}
        {items.actions.map((item) => (
          <Menu.Item key={item.action} {...(item.danger ? { c: 'var(--mantine-color-error)' } : {})} onClick={() => onAction(item.action)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
