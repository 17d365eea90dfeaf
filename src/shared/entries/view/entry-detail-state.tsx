import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { loadErrorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { QueryState } from '@/shared/ui/query-state'

/**
 * The states of a page that shows one entry loaded by `?id=` (spec section 8 "Organization or
 * event load failure"): no id shows the common error text; a failed load shows the server message
 * if it is a string, else the common error text, with a retry; then the entry.
 */
export function EntryDetailState<T>({ id, query, children }: { id: string; query: UseQueryResult<T>; children: (entry: T) => ReactNode }) {
  if (id === '') return <ErrorPanel message={ru.common.error} />
  return (
    <QueryState query={query} errorText={loadErrorText}>
      {children}
    </QueryState>
  )
}
