import '@mantine/core/styles/Pagination.css'
import { Group, Pagination } from '@mantine/core'
import { memo } from 'react'
import { listText } from '@/shared/i18n/ru'
import { pageNumbers } from '@/shared/lib/pagination'

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
