import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { pageCount } from '@/shared/lib/pagination'
import { PaginationBar } from '@/shared/ui/pagination-bar'

type PagedResultProps = {
  /** The line with the count of what the search found (spec section 2: the total above the table). */
  total: ReactNode
  /** Names the total line for the flows. */
  totalTestId: string
  /** What stands beside the total: the "updating" note, a select-all box. */
  beside?: ReactNode
  /** Between the total and the table: a bulk bar. */
  above?: ReactNode
  /** Shown instead of the table when the page is empty. */
  emptyText: string
  empty: boolean
  page: number
  perPage: number
  count: number
  onPage: (page: number) => void
  /** The table of the page. */
  children: ReactNode
}

/** One page of a searched table (users, administrators): its total, the table or the empty text, and the page buttons. */
export function PagedResult({
  total,
  totalTestId,
  beside,
  above,
  emptyText,
  empty,
  page,
  perPage,
  count,
  onPage,
  children,
}: PagedResultProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid={totalTestId}>
          {total}
        </Text>
        {beside}
      </Group>
      {above}
      {empty ? <Text c="dimmed">{emptyText}</Text> : children}
      <PaginationBar page={page} totalPages={pageCount(count, perPage)} onChange={onPage} />
    </Stack>
  )
}
