import { Paper, Text } from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { markupText } from '../i18n/markup'
import { Notice } from '../ui/tones'
import classes from './markup.module.css'
import { renderMarkup } from './sanitize-markup'

/** Markup rendered through the sanitizer: only the allowed tags and attributes, nothing runs. */
export function MarkupView({ markup, label }: { markup: string; label?: string }) {
  const host = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (host.current) renderMarkup(host.current, markup)
  }, [markup])
  return <div ref={host} className={classes.body} aria-label={label} role={label ? 'region' : undefined} />
}

/**
 * The live preview beside the editor. With a forbidden fragment in the text it shows
 * the forbidden-characters text instead (spec section 5).
 */
export function MarkupPreview({ markup, forbidden }: { markup: string; forbidden: boolean }) {
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={markupText.previewLabel}>
      <Text fw={500} size="sm" mb="xs" aria-hidden>
        {markupText.previewLabel}
      </Text>
      {forbidden ? (
        <Notice tone="bad" role="status">
          {markupText.forbiddenPreview}
        </Notice>
      ) : (
        <MarkupView markup={markup} />
      )}
    </Paper>
  )
}
