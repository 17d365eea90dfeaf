import '@mantine/core/styles/Alert.css'
import { Alert, Badge, Input, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'

/** What a colour says (docs/ui.md): active/done, banned/failed, needs attention, neither. */
export type Tone = 'good' | 'bad' | 'warn' | 'quiet'

/** Each tone's colour roles (src/app/color-roles.ts): its text, the surface under it, its frame. */
const TONES: Record<Tone, { text: string; surface: string; border: string }> = {
  good: { text: 'var(--console-positive)', surface: 'var(--console-positive-surface)', border: 'var(--console-positive-border)' },
  bad: { text: 'var(--console-negative)', surface: 'var(--console-negative-surface)', border: 'var(--console-negative-border)' },
  warn: { text: 'var(--console-warning)', surface: 'var(--console-warning-surface)', border: 'var(--console-warning-border)' },
  quiet: { text: 'var(--console-text-strong)', surface: 'var(--console-surface-strong)', border: 'var(--console-border)' },
}

/** A short status beside a name (active, banned, hidden): Mantine's Badge in the tone's colours. */
export function StatusBadge({ tone, title, children }: { tone: Tone; title?: string; children: ReactNode }) {
  const { text, surface } = TONES[tone]
  return (
    // Never narrower than its word: a table with long e-mails (the users at 500 a page) would otherwise cut it.
    <Badge variant="light" color={text} bg={surface} title={title} miw="max-content">
      {children}
    </Badge>
  )
}

type CountBadgeProps = Pick<BadgeProps, 'size'> & {
  /** The count; null when it could not be loaded (the badge then says '!'). */
  count: number | null
  /** What the count is, for readers (and the badge's tooltip when it failed). */
  label: string
  'data-testid'?: string
}

/**
 * A count that asks for attention beside a name (complaints in the navigation and on the tabs):
 * filled red while above zero or failed, grey at zero. White on Mantine's filled red and grey is
 * below 4.5:1, so the fills are the console's deeper roles.
 */
export function CountBadge({ count, label, size, ...rest }: CountBadgeProps) {
  const fill = count === 0 ? 'var(--console-quiet-fill)' : 'var(--console-danger-fill)'
  return (
    <Badge color={fill} size={size} aria-label={label} title={count === null ? label : undefined} {...rest}>
      {count ?? '!'}
    </Badge>
  )
}

/** A field's or a small form part's error under it (Mantine's input error), announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Input.Error id={id} role="alert" mt={4}>
      {children}
    </Input.Error>
  )
}

type NoticeProps = {
  tone: Tone
  title?: ReactNode
  children?: ReactNode
  /** `alert` for a failure or refusal, `status` for a done thing or a hint (the default). */
  role?: 'alert' | 'status'
}

/** A note inside a screen or dialog (a refusal, a warning, a done thing, a hint): Mantine's Alert in the tone's colours. */
export function Notice({ tone, title, children, role = tone === 'bad' ? 'alert' : 'status' }: NoticeProps) {
  const { text, border } = TONES[tone]
  // A hint sits on the page's quieter surface rather than a chip's.
  const surface = tone === 'quiet' ? 'var(--console-surface-subtle)' : TONES[tone].surface
  return (
    <Alert variant="light" color={text} bg={surface} bd={`1px solid ${border}`} title={title} role={role}>
      {children}
    </Alert>
  )
}
