import { LIMITS } from '@/shared/limits'

/**
 * The page buttons of a list (spec section 9: about ten page numbers with gaps): the first and
 * the last page, a window around the current one, and a 'gap' where pages are left out. At most
 * `max` numbers; every page when there are no more than that.
 */
export function pageNumbers(current: number, totalPages: number, max: number = LIMITS.paginationMaxNumbers): (number | 'gap')[] {
  const total = Math.max(0, Math.floor(totalPages))
  if (total === 0) return []
  const limit = Math.max(3, Math.floor(max))
  if (total <= limit) return Array.from({ length: total }, (_, i) => i + 1)
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  const inner = limit - 2
  let start = page - Math.floor((inner - 1) / 2)
  let end = start + inner - 1
  if (start < 2) {
    start = 2
    end = start + inner - 1
  }
  if (end > total - 1) {
    end = total - 1
    start = end - inner + 1
  }
  const out: (number | 'gap')[] = [1]
  if (start > 2) out.push('gap')
  for (let n = start; n <= end; n += 1) out.push(n)
  if (end < total - 1) out.push('gap')
  out.push(total)
  return out
}

/** A page size from the address as the list asks for it (spec section 9: clamped 1 to 500 on search): whole, 1000 → 500, 0 → 1. */
export function clampPerPage(value: number): number {
  return Math.min(LIMITS.perPageMax, Math.max(LIMITS.perPageMin, Math.round(value)))
}

/** How many pages `total` items make at `perPage` a page. */
export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, total) / perPage) : 0
}

/** The rows `count` items of page `page` are, numbered from 1 (page 3 of 20 a page: 41 to 60). */
export function shownRows(page: number, perPage: number, count: number): { from: number; to: number } {
  const from = (page - 1) * perPage + 1
  return { from, to: from + count - 1 }
}
