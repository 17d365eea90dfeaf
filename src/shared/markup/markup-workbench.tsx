import '@mantine/core/styles/Grid.css'
import { Grid, Stack } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { LIMITS } from '@/shared/limits'
import type { MarkupEditorHandle } from './code-editor'
import { findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'
import { MarkupEditor } from './markup-editor'
import { MarkupPreview } from './markup-preview'
import type { MarkupSnippet } from './markup-snippets'
import { TagHelpers } from './tag-helpers'

type MarkupWorkbenchProps = {
  label: string
  /** The text as last followed: what the preview shows and the problems were found in. */
  value: string
  /** The forbidden fragments in `value`. */
  problems: readonly ForbiddenFragment[]
  /**
   * The text typed and the forbidden fragments in it, once typing pauses for
   * LIMITS.markupFollowMs (at once for a helper's snippet added before the editor has loaded).
   */
  onChange: (text: string, problems: ForbiddenFragment[]) => void
  /** The editor, for reading the text with every key in it (a save reads that, not `value`). */
  editor?: RefObject<MarkupEditorHandle | null>
}

/**
 * The tag helpers and the markup editor beside the live preview: what an article's or an
 * information item's body is edited with. A key never waits for the rest: the editor
 * answers it alone, and the text, its forbidden fragments and the preview follow it once typing
 * pauses, the preview re-rendering only the part that changed.
 */
export function MarkupWorkbench({ label, value, problems, onChange, editor: editorRef }: MarkupWorkbenchProps) {
  const ownEditor = useRef<MarkupEditorHandle>(null)
  const editor = editorRef ?? ownEditor
  const latestOnChange = useRef(onChange)
  useLayoutEffect(() => {
    latestOnChange.current = onChange
  })

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const follow = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const text = editor.current?.text()
      if (text != null) latestOnChange.current(text, findForbiddenFragments(text))
    }, LIMITS.markupFollowMs)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const latestValue = useRef(value)
  useLayoutEffect(() => {
    latestValue.current = value
  })
  // One function for the life of the workbench: the memoized helpers never re-render.
  const [insert] = useState(() => (snippet: MarkupSnippet) => {
    if (editor.current?.insert(snippet.text, snippet.cursor)) return
    // Before the editor has loaded, the snippet goes at the end.
    const text = latestValue.current + snippet.text
    latestOnChange.current(text, findForbiddenFragments(text))
  })
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          <TagHelpers onInsert={insert} />
          <MarkupEditor label={label} value={value} onEdit={follow} handle={editor} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <MarkupPreview markup={value} forbidden={problems.length > 0} />
      </Grid.Col>
    </Grid>
  )
}
