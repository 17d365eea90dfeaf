import { Paper, Text } from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { markupText } from '@/shared/i18n/markup'
import { Notice } from '@/shared/ui/tones'
import { markupRenderer } from './markup-renderer'
import classes from './markup.module.css'

type MarkupViewProps = { markup: string; label?: string; hidden?: boolean }

/**
 * Markup rendered through the sanitizer: only the allowed tags and attributes, nothing runs. A new
 * `markup` re-renders only the part of it that changed (markup-renderer.ts).
 */
export function MarkupView({ markup, label, hidden = false }: MarkupViewProps) {
  const host = useRef<HTMLDivElement>(null)
  const render = useRef<((markup: string) => void) | null>(null)
  useLayoutEffect(() => {
    if (!host.current) return
    render.current ??= markupRenderer(host.current)
    render.current(markup)
  }, [markup])
  return <div ref={host} className={classes.body} aria-label={label} role={label ? 'region' : undefined} hidden={hidden} />
}

/**
 * The live preview beside the editor. With a forbidden fragment in the text it shows the
 * forbidden-characters text instead (spec section 5); the rendered text stays, hidden, so that
 * removing the fragment shows it again without rendering it all anew.
 */
export function MarkupPreview({ markup, forbidden }: { markup: string; forbidden: boolean }) {
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={markupText.previewLabel} className={classes.preview}>
      <Text fw={500} size="sm" mb="xs" aria-hidden>
        {markupText.previewLabel}
      </Text>
      {forbidden ? (
        <Notice tone="bad" role="status">
          {markupText.forbiddenPreview}
        </Notice>
      ) : null}
      <MarkupView markup={markup} hidden={forbidden} />
    </Paper>
  )
}
