import type { CSSProperties, ReactNode } from 'react'
import classes from './list-detail.module.css'

type ListDetailProps = {
  list: ReactNode
  children: ReactNode
  /** The least width, in px, that keeps the list's names and actions whole. */
  listMinPx: number
  /** How many times the list's share of the free width the detail takes. */
  detailShare?: number
}

/** A list (blocks, countries, categories, sections) with the chosen entry beside it. */
export function ListDetail({ list, children, listMinPx, detailShare = 3 }: ListDetailProps) {
  const sizes = { '--list-min': `${listMinPx}px`, '--detail-share': `${detailShare}fr` } as CSSProperties
  return (
    <div className={classes.layout} style={sizes}>
      <div>{list}</div>
      <div className={classes.detail}>{children}</div>
    </div>
  )
}
