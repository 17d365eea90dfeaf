import { Checkbox } from '@mantine/core'
import { memo, useCallback, type ChangeEvent, type CSSProperties } from 'react'
import type { EntryTotals } from '@/shared/entries/entry-list-calls'
import { listText } from '@/shared/i18n/ru'
import type { EntryListSearch } from '@/shared/lib/search-params'
import type { StatusFilter as StatusFilterValue } from '@/shared/limits'
import { PageSizeSelect } from '@/shared/ui/paging'
import { SearchInput } from '@/shared/ui/search-input'
import { StatusFilter } from '@/shared/ui/status-filter'
import type { EntryListTexts } from './entry-list-definition'
import classes from './entry-list.module.css'

type EntryListFiltersProps = {
  texts: EntryListTexts
  q: string
  deepSearch: boolean
  status: StatusFilterValue
  perPage: number
  totals: EntryTotals | null
  onSearchChange: (patch: Partial<EntryListSearch>) => void
}

/**
 * Search, deep search, status and page size in a row, each change back to the first page: rendered again when one of
 * them or the totals change, not with a page of the list or a search's answer.
 */
export const EntryListFilters = memo(function EntryListFilters({
  texts,
  q,
  deepSearch,
  status,
  perPage,
  totals,
  onSearchChange,
}: EntryListFiltersProps) {
  const onQ = useCallback((next: string) => onSearchChange({ q: next, page: 1 }), [onSearchChange])
  const onDeepSearch = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onSearchChange({ deep_search: event.currentTarget.checked, page: 1 }),
    [onSearchChange],
  )
  const onStatus = useCallback((next: StatusFilterValue) => onSearchChange({ status: next, page: 1 }), [onSearchChange])
  const onPerPage = useCallback((next: number) => onSearchChange({ per_page: next, page: 1 }), [onSearchChange])
  return (
    <div className={classes.filters}>
      <SearchInput value={q} onChange={onQ} />
      <ListCheckbox
        label={listText.deepSearch}
        description={texts.deepSearchHint}
        checked={deepSearch}
        onChange={onDeepSearch}
        style={DEEP_SEARCH_STYLE}
      />
      <StatusFilter value={status} totals={totals} onChange={onStatus} />
      <PageSizeSelect value={perPage} onChange={onPerPage} />
    </div>
  )
})

type ListCheckboxProps = {
  label: string
  description?: string
  checked: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  style?: CSSProperties
}

/** Mantine's Checkbox (the deep search, 'select all on the page'), rendered again only when its own props change. */
export const ListCheckbox = memo(function ListCheckbox(props: ListCheckboxProps) {
  return <Checkbox {...props} />
})

/** The deep search's box beside the search field. */
const DEEP_SEARCH_STYLE: CSSProperties = { maxWidth: 300, alignSelf: 'center' }
