import '@mantine/core/styles/Skeleton.css'
import { Skeleton, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { markupText } from '@/shared/i18n/markup'
import type { CodeEditorProps } from './code-editor'

// CodeMirror is heavy and shows only with an editor: it loads when one is drawn.
const CodeEditor = lazy(() => import('./code-editor'))

/**
 * The markup editor of articles and information items. It starts from `value` and follows it when
 * it is set from outside; a change typed in it is only signalled (`onEdit`), the text is read
 * through `handle` when needed. CodeMirror loads only when one is shown (never with a list).
 */
export function MarkupEditor({ value, onEdit, label, handle }: CodeEditorProps) {
  return (
    <div>
      <Text component="span" fw={500} size="sm" display="block" mb={4} aria-hidden>
        {label}
      </Text>
      {/* A chunk that fails to load reaches the route's error component, which offers a retry. */}
      <Suspense fallback={<Skeleton h={320} aria-label={markupText.editorLoading} role="status" />}>
        <CodeEditor value={value} label={label} handle={handle} onEdit={onEdit} />
      </Suspense>
    </div>
  )
}
