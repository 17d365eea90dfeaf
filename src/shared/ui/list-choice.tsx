import { UnstyledButton } from '@mantine/core'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import classes from './list-choice.module.css'

type ListChoiceProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'color'> & {
  /** The row is the chosen one: marked for readers (`aria-current`) and in bold. */
  selected?: boolean
  /** Section heads (the gallery's information sections) are set in semibold. */
  strong?: boolean
  children: ReactNode
}

/**
 * The name of a list row that chooses it (docs/ui.md): an article block, a category, the gallery's
 * section that opens and closes. Plain text over the row's width; the chosen one is bold and
 * `aria-current`; the row around it draws the selection.
 */
export function ListChoice({ selected = false, strong = false, type = 'button', children, ...button }: ListChoiceProps) {
  return (
    <UnstyledButton type={type} className={classes.choice} mod={{ strong }} aria-current={selected ? 'true' : undefined} {...button}>
      {children}
    </UnstyledButton>
  )
}
