import '@mantine/core/styles/Center.css'
import { Center, Group, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { errorText as clientErrorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { ErrorPanel } from './error-panel'

/** What QueryState reads of a query (a `useQuery` result, or several joined by `joinQueries`). */
export type QueryView<T> = {
  data: T | undefined
  error: Error | null
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/** What the data's render gets besides the data: notes it places where they belong. */
export type QueryNotes = {
  /** The `updatingText` note while a newer answer loads behind the data shown, else null. */
  updating: ReactNode
}

type QueryStateProps<T> = {
  query: QueryView<T>
  /** The failure panel's title: what failed, in the screen's words (the common error title when absent). */
  title?: string
  /** The failure's text (the client's message by default; spec section 8 gives some loads their own rule). */
  errorText?: (error: unknown) => string
  /** What shows while there is nothing yet: the centred spinner, or another note, or nothing. */
  pending?: ReactNode
  /** What shows instead of the failure panel where a panel does not fit (a badge's mark, nothing). */
  failure?: ReactNode
  /** A failed reload keeps the data on screen, with the failure above it (a list's previous page). */
  keepData?: boolean
  /** The text of `notes.updating`, the note beside the data while a newer answer loads. */
  updatingText?: string
  children: (data: T, notes: QueryNotes) => ReactNode
}

/**
 * The one way a screen shows a query's state: while loading, the spinner; a failure, its text
 * with the retry button (ru.common.retry), which loads again; then the data, drawn by `children`. The route's loader
 * warmed the same query (`prefetch` of `shared/cache/query-cache.ts`), so a failure it met is shown here.
 */
export function QueryState<T>({
  query,
  title,
  errorText = clientErrorText,
  pending = <PendingPanel />,
  failure,
  keepData = false,
  updatingText,
  children,
}: QueryStateProps<T>) {
  const { data, isError, isFetching } = query
  const panel = () => (
    <ErrorPanel title={title} message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={isFetching} />
  )
  const failed = isError ? (failure !== undefined ? failure : panel()) : null
  if (data === undefined) return isError ? failed : pending
  if (isError && !keepData) return failed
  const notes: QueryNotes = { updating: updatingText && isFetching ? <LoadingLine text={updatingText} /> : null }
  return (
    <>
      {failed}
      {children(data, notes)}
    </>
  )
}

type Joined<T extends readonly unknown[]> = { [K in keyof T]: QueryView<T[K]> }

/**
 * Several queries as one (a form that starts once all of its lists are there): the data when
 * every one has answered, the first failure, and a retry that loads again what failed. Usable as
 * `useQueries`' `combine`.
 */
export function joinQueries<T extends readonly unknown[]>(queries: Joined<T>): QueryView<T> {
  const list = queries as readonly QueryView<unknown>[]
  const failedOnes = list.filter((query) => query.isError)
  const complete = list.every((query) => query.data !== undefined)
  return {
    data: complete ? (list.map((query) => query.data) as unknown as T) : undefined,
    error: failedOnes[0]?.error ?? null,
    isError: failedOnes.length > 0,
    isFetching: list.some((query) => query.isFetching),
    refetch: () => failedOnes.forEach((query) => void query.refetch()),
  }
}

/** What a screen shows while its data has not come yet: Mantine's Loader, announced as loading. */
export function PendingPanel() {
  return (
    <Center py="xl" role="status" aria-label={ru.common.loading}>
      <Loader />
    </Center>
  )
}

/** A one-line loading note: a small spinner and what is loading, announced as a status. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status" aria-label={text}>
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  )
}
