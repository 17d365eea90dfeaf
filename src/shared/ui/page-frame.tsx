import { useDocumentTitle } from '@mantine/hooks'
import type { ReactNode } from 'react'
import controls from './plain-controls.module.css'
import { shellText } from '@/shared/i18n/shell'

type PageFrameProps = { title: string; actions?: ReactNode; children?: ReactNode }

/** A screen's frame: its heading (also the tab title) and optional header actions. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  useDocumentTitle(`${title} — ${shellText.productSubtitle}`)
  return (
    <section className={controls.frame} aria-labelledby="page-title">
      <div className={controls.spread}>
        <h1 id="page-title" className={controls.frameTitle}>
          {title}
        </h1>
        {/* Several actions stay together at the end (e.g. the export button beside the add button). */}
        {actions && <div className={controls.row}>{actions}</div>}
      </div>
      {children}
    </section>
  )
}
