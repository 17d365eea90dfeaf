import { useId } from 'react'
import { listText } from '@/shared/i18n/list'
import { STATUS_FILTERS, type StatusFilter as StatusFilterValue } from '@/shared/limits'
import controls from './plain-controls.module.css'

type StatusFilterProps = {
  value: StatusFilterValue
  onChange: (value: StatusFilterValue) => void
  /** The totals of spec section 4 (all, active, banned), shown beside each label when known. */
  totals?: { all: number; active: number; banned: number } | null
  label?: string
}

/**
 * The all / active / banned filter of the lists (spec section 9 "Filters"): a group of radio
 * chips, the browser's radios under them (not a SegmentedControl: its sliding indicator measures
 * the page, which forces a layout of every row of a long list).
 */
export function StatusFilter({ value, onChange, totals, label = listText.statusLabel }: StatusFilterProps) {
  const labelId = useId()
  const name = useId()
  return (
    <div>
      <span id={labelId} className={controls.fieldLabel}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={controls.chips}>
        {STATUS_FILTERS.map((status) => (
          <label key={status} className={controls.chip}>
            <input type="radio" name={name} value={status} checked={value === status} onChange={() => onChange(status)} />
            {totals ? listText.statusWithTotal(listText.status[status], totals[status]) : listText.status[status]}
          </label>
        ))}
      </div>
    </div>
  )
}
