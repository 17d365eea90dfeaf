import { useClipboard } from '@mantine/hooks'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { copyText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { RowAction } from './actions'

type CopyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'className' | 'style'> & {
  /** What goes to the clipboard. */
  value: string
  /** The button's visible text. */
  children: ReactNode
  /** Its accessible name when the visible text is short (e.g. the copy label with the helper's name). */
  label?: string
  onCopied?: () => void
}

/**
 * Copies `value` to the clipboard and says it was copied for 1200 ms (spec section 9 "Copy button
 * feedback"), or that copying failed. Shared by the markup tag helpers and the gallery's photo tags.
 */
export function CopyButton({ value, children, label, onCopied, ...buttonProps }: CopyButtonProps) {
  const clipboard = useClipboard({ timeout: LIMITS.copyFeedbackMs })
  const feedback = clipboard.copied ? copyText.copied : clipboard.error ? copyText.failed : null
  return (
    <RowAction
      danger={Boolean(clipboard.error) && !clipboard.copied}
      data-copied={clipboard.copied || undefined}
      {...buttonProps}
      aria-label={feedback ?? label}
      onClick={() => {
        clipboard.copy(value)
        onCopied?.()
      }}
    >
      {feedback ?? children}
    </RowAction>
  )
}
