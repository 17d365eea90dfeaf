import { Grid, Stack } from '@mantine/core'
import { useRef } from 'react'
import { findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'
import { MarkupEditor, type MarkupEditorHandle } from './markup-editor'
import { MarkupPreview } from './markup-preview'
import type { MarkupSnippet } from './markup-snippets'
import { TagHelpers } from './tag-helpers'

type MarkupWorkbenchProps = {
  label: string
  value: string
  /** The text and the forbidden fragments in it. */
  problems: readonly ForbiddenFragment[]
  onChange: (text: string, problems: ForbiddenFragment[]) => void
}

/**
 * The tag helpers and the markup editor beside the live preview: what an article's or an
 * information item's body is edited with.
 */
export function MarkupWorkbench({ label, value, problems, onChange }: MarkupWorkbenchProps) {
  const editor = useRef<MarkupEditorHandle>(null)
  const insert = (snippet: MarkupSnippet) => {
    if (editor.current?.insert(snippet.text, snippet.cursor)) return
    // Before the editor has loaded, the snippet goes at the end.
    const text = value + snippet.text
    onChange(text, findForbiddenFragments(text))
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          <TagHelpers onInsert={insert} />
          <MarkupEditor label={label} value={value} onChange={onChange} handle={editor} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <MarkupPreview markup={value} forbidden={problems.length > 0} />
      </Grid.Col>
    </Grid>
  )
}
