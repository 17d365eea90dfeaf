import { memo } from 'react'
import { listText } from '@/shared/i18n/ru'
import { STATUS_FILTERS, type StatusFilter as StatusFilterValue } from '@/shared/limits'
import { RadioChips } from './radio-chips'

type StatusFilterProps = {
  value: StatusFilterValue
  onChange: (value: StatusFilterValue) => void
  /** The totals of spec section 4 (all, active, banned), shown beside each label when known. */
  totals?: { all: number; active: number; banned: number } | null
  label?: string
}

/**
 * The all / active / banned filter of the lists (spec section 9 "Filters"), with each status's total when known;
 * rendered again only when its value, totals or handler change.
 */
export const StatusFilter = memo(function StatusFilter({ value, onChange, totals, label = listText.statusLabel }: StatusFilterProps) {
  const options = STATUS_FILTERS.map((status) => ({
    value: status,
    label: totals ? listText.statusWithTotal(listText.status[status], totals[status]) : listText.status[status],
  }))
  return <RadioChips label={label} options={options} value={value} onChange={onChange} />
})
