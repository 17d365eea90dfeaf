import { Skeleton, Text } from '@mantine/core'
import { lazy, Suspense, type Ref } from 'react'
import { markupText } from '../i18n/markup'
import type { MarkupEditorHandle } from './code-editor'
import { findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'

// The handle and the code editor's props live with the lazily loaded code editor, which imports nothing back.
export type { MarkupEditorHandle } from './code-editor'

const CodeEditor = lazy(() => import('./code-editor'))

type MarkupEditorProps = {
  value: string
  /** Every change: the text and the forbidden fragments in it (empty when it may be saved). */
  onChange: (text: string, problems: ForbiddenFragment[]) => void
  /** The editor's accessible name. */
  label: string
  handle?: Ref<MarkupEditorHandle>
}

/**
 * The markup editor of articles and information items: takes text, reports text and problems.
 * CodeMirror loads only when one is shown (never with a list).
 */
export function MarkupEditor({ value, onChange, label, handle }: MarkupEditorProps) {
  return (
    <div>
      <Text component="span" fw={500} size="sm" display="block" mb={4} aria-hidden>
        {label}
      </Text>
      {/* A chunk that fails to load reaches the route's error component, which offers a retry. */}
      <Suspense fallback={<Skeleton h={320} aria-label={markupText.editorLoading} role="status" />}>
        <CodeEditor value={value} label={label} handle={handle} onChange={(text) => onChange(text, findForbiddenFragments(text))} />
      </Suspense>
    </div>
  )
}
