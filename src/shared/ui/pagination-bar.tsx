import { Button, Group, Text } from '@mantine/core'
import { memo } from 'react'
import { listText } from '../i18n/list'
import { pageNumbers } from '../lib/pagination'

type PaginationBarProps = {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label?: string
}

/** Page buttons: about ten numbers with gaps, previous and next (spec section 9). Nothing for a single page. */
export const PaginationBar = memo(function PaginationBar({ page, totalPages, onChange, label = listText.paginationLabel }: PaginationBarProps) {
  if (totalPages <= 1) return null
  const numbers = pageNumbers(page, totalPages)
  return (
    <nav aria-label={label}>
      <Group gap={4} wrap="wrap">
        <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={listText.previousPage}>
          ‹
        </Button>
        {numbers.map((n, i) =>
          n === 'gap' ? (
            <Text key={`gap-${i}`} component="span" c="dimmed" px={4} aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={n}
              size="compact-sm"
              variant={n === page ? 'filled' : 'default'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={listText.page(n)}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button size="compact-sm" variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)} aria-label={listText.nextPage}>
          ›
        </Button>
      </Group>
    </nav>
  )
})
