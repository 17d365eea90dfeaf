import '@mantine/core/styles/Pagination.css'
import { Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core'
import { memo, type ReactNode } from 'react'
import { listText } from '@/shared/i18n/ru'
import { pageCount, pageNumbers } from '@/shared/lib/pagination'
import { useDebouncedField } from '@/shared/lib/use-debounced-field'
import { LIMITS } from '@/shared/limits'

type PaginationBarProps = {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label?: string
}

/**
 * Page buttons: Mantine's Pagination parts with the spec's numbers (section 9: about ten, with
 * gaps; `pageNumbers`), previous and next. Nothing for a single page.
 */
export const PaginationBar = memo(function PaginationBar({
  page,
  totalPages,
  onChange,
  label = listText.paginationLabel,
}: PaginationBarProps) {
  if (totalPages <= 1) return null
  return (
    <Pagination.Root total={totalPages} value={page} onChange={onChange} size="sm">
      <Group component="nav" aria-label={label} gap={4}>
        <Pagination.Previous aria-label={listText.previousPage} />
        {pageNumbers(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <Pagination.Dots key={`gap-${i}`} aria-hidden="true" />
          ) : (
            <Pagination.Control
              key={n}
              active={n === page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={listText.page(n)}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </Pagination.Control>
          ),
        )}
        <Pagination.Next aria-label={listText.nextPage} />
      </Group>
    </Pagination.Root>
  )
})

type PageSizeSelectProps = {
  /** 100, 250 or 500, or another size 1..500 the address asked for (spec section 9). */
  value: number
  /** Called LIMITS.pageSizeDebounceMs after the last change. */
  onChange: (value: number) => void
  label?: string
}

const OPTIONS = LIMITS.pageSizes.map((size) => ({ value: String(size), label: String(size) }))

/** The picker offers 100, 250 and 500; a size from the address outside them is shown too, so the picker says what the list uses. */
function optionsWith(value: number) {
  return OPTIONS.some((option) => option.value === String(value)) ? OPTIONS : [{ value: String(value), label: String(value) }, ...OPTIONS]
}

/** Page size 100 / 250 / 500 (spec section 9), shown at once, applied after 600 ms; rendered again only when its props change. */
export const PageSizeSelect = memo(function PageSizeSelect({ value, onChange, label = listText.pageSizeLabel }: PageSizeSelectProps) {
  const [shown, change] = useDebouncedField(value, onChange, LIMITS.pageSizeDebounceMs)

  return (
    <NativeSelect
      label={label}
      data={optionsWith(shown)}
      value={String(shown)}
      w={180}
      onChange={(event) => change(Number(event.currentTarget.value))}
    />
  )
})

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
