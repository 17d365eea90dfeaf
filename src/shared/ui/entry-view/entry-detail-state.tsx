import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { loadErrorText } from '../../api/load-error'
import { ru } from '../../i18n/ru'
import { ErrorPanel } from '../error-panel'
import { PendingPanel } from '../pending-panel'

/**
 * The states of a page that shows one entry loaded by `?id=` (spec section 8 "Organization or
 * event load failure"): no id shows the common error text; a failed load shows the server message
 * if it is a string, else the common error text, with a retry; then the entry once it (and what else `ready` waits for) is there.
 */
export function EntryDetailState<T>({ id, query, ready = true, children }: { id: string; query: UseQueryResult<T>; ready?: boolean; children: (entry: T) => ReactNode }) {
  if (id === '') return <ErrorPanel message={ru.common.error} />
  if (query.isError) return <ErrorPanel message={loadErrorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.data === undefined || !ready) return <PendingPanel />
  return children(query.data)
}
