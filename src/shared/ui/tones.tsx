import type { ReactNode } from 'react'
import classes from './tones.module.css'

/** What a colour says (docs/ui.md): active/done, banned/failed, needs attention, neither. */
export type Tone = 'good' | 'bad' | 'warn' | 'quiet'

/** A short status beside a name: active, banned, hidden. */
export function StatusBadge({ tone, title, children }: { tone: Tone; title?: string; children: ReactNode }) {
  return (
    <span className={classes.badge} data-tone={tone} title={title}>
      {children}
    </span>
  )
}

/** A field's or a small form part's error under it, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={classes.fieldError} role="alert">
      {children}
    </p>
  )
}

type NoticeProps = {
  tone: Tone
  title?: ReactNode
  children?: ReactNode
  /** `alert` for a failure or refusal, `status` for a done thing or a hint (the default). */
  role?: 'alert' | 'status'
}

/** A note inside a screen or dialog: a refusal, a warning, a done thing, a hint. */
export function Notice({ tone, title, children, role = tone === 'bad' ? 'alert' : 'status' }: NoticeProps) {
  return (
    <div className={classes.notice} data-tone={tone} role={role}>
      {title && <p className={classes.noticeTitle}>{title}</p>}
      {children && <div className={classes.noticeBody}>{children}</div>}
    </div>
  )
}
