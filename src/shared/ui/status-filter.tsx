import { Input, SegmentedControl } from '@mantine/core'
import { useId } from 'react'
import { ru } from '../i18n/ru'
import { STATUS_FILTERS, type StatusFilter as StatusFilterValue } from '../limits'

type StatusFilterProps = {
  value: StatusFilterValue
  onChange: (value: StatusFilterValue) => void
  /** The totals of spec section 4 (all, active, banned), shown beside each label when known. */
  totals?: { all: number; active: number; banned: number } | null
  label?: string
}

/** The all / active / banned filter of the lists (spec section 9 "Filters"). */
export function StatusFilter({ value, onChange, totals, label = ru.list.statusLabel }: StatusFilterProps) {
  const labelId = useId()
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }}>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={STATUS_FILTERS.map((status) => ({
          value: status,
          label: totals ? ru.list.statusWithTotal(ru.list.status[status], totals[status]) : ru.list.status[status],
        }))}
      />
    </Input.Wrapper>
  )
}
