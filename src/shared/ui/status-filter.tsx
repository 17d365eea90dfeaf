import { Chip, Group, Input } from '@mantine/core'
import { useId } from 'react'
import { listText } from '../i18n/list'
import { STATUS_FILTERS, type StatusFilter as StatusFilterValue } from '../limits'

type StatusFilterProps = {
  value: StatusFilterValue
  onChange: (value: StatusFilterValue) => void
  /** The totals of spec section 4 (all, active, banned), shown beside each label when known. */
  totals?: { all: number; active: number; banned: number } | null
  label?: string
}

const toStatus = (value: string): StatusFilterValue => STATUS_FILTERS.find((status) => status === value) ?? 'all'

/**
 * The all / active / banned filter of the lists (spec section 9 "Filters"): a group of radio
 * chips. (Not a SegmentedControl: its sliding indicator measures the page, which forces a layout
 * of every row of a long list.)
 */
export function StatusFilter({ value, onChange, totals, label = listText.statusLabel }: StatusFilterProps) {
  const labelId = useId()
  const name = useId()
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }}>
      <Group gap={6} role="radiogroup" aria-labelledby={labelId} mih={36} align="center">
        <Chip.Group multiple={false} value={value} onChange={(next) => onChange(toStatus(next))}>
          {STATUS_FILTERS.map((status) => (
            <Chip key={status} value={status} name={name} size="sm" variant="outline">
              {totals ? listText.statusWithTotal(listText.status[status], totals[status]) : listText.status[status]}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Input.Wrapper>
  )
}
