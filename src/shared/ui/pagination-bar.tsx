import { memo } from 'react'
import { listText } from '@/shared/i18n/ru'
import { pageNumbers } from '@/shared/lib/pagination'
import controls from './plain-controls.module.css'

type PaginationBarProps = {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label?: string
}

const pageButton = `${controls.button} ${controls.compact}`
const otherPage = `${pageButton} ${controls.default}`
const currentPage = `${pageButton} ${controls.filled}`

/** Page buttons: about ten numbers with gaps, previous and next (spec section 9). Nothing for a single page. */
export const PaginationBar = memo(function PaginationBar({
  page,
  totalPages,
  onChange,
  label = listText.paginationLabel,
}: PaginationBarProps) {
  if (totalPages <= 1) return null
  const numbers = pageNumbers(page, totalPages)
  return (
    <nav aria-label={label} className={controls.pages}>
      <button
        type="button"
        className={otherPage}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={listText.previousPage}
      >
        ‹
      </button>
      {numbers.map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className={controls.dimmed} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={n}
            className={n === page ? currentPage : otherPage}
            aria-current={n === page ? 'page' : undefined}
            aria-label={listText.page(n)}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={otherPage}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={listText.nextPage}
      >
        ›
      </button>
    </nav>
  )
})
