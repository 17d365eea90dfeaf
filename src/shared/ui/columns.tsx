import type { CSSProperties, ReactNode } from 'react'
import classes from './columns.module.css'

/** How many columns from a width up: `base` from 0, the others from Mantine's breakpoint of that name. */
export type ColumnCounts = { base: number; sm?: number; md?: number; lg?: number; xl?: number }

type ColumnsProps = {
  cols: ColumnCounts
  /** The gap between cells, across and down: a step of the theme's spacing, or pixels. */
  spacing?: 'xs' | 'sm' | 'md' | number
  /** `ul` for a list of cells (each child an `li`, no bullets). */
  component?: 'div' | 'ul'
  'aria-label'?: string
  children: ReactNode
}

/** The gap as Mantine writes it: a spacing step's variable, or pixels in rem under the theme's scale. */
function gapOf(spacing: NonNullable<ColumnsProps['spacing']>): string {
  return typeof spacing === 'number' ? `calc(${spacing / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${spacing})`
}

/**
 * Equal columns whose count follows the window's width (a form's fields side by side, a grid of
 * photos): the layout of Mantine's SimpleGrid from a style sheet, with no style engine per grid.
 */
export function Columns({ cols, spacing = 'md', component: Element = 'div', children, ...rest }: ColumnsProps) {
  const sm = cols.sm ?? cols.base
  const md = cols.md ?? sm
  const lg = cols.lg ?? md
  const xl = cols.xl ?? lg
  const style = {
    '--cols': cols.base,
    '--cols-sm': sm,
    '--cols-md': md,
    '--cols-lg': lg,
    '--cols-xl': xl,
    '--columns-gap': gapOf(spacing),
  } as CSSProperties
  return (
    <Element className={classes.columns} style={style} {...rest}>
      {children}
    </Element>
  )
}
