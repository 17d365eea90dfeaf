import { NativeSelect } from '@mantine/core'
import { memo } from 'react'
import { listText } from '@/shared/i18n/ru'
import { useDebouncedField } from '@/shared/lib/use-debounced-field'
import { LIMITS, type PageSize } from '@/shared/limits'

type PageSizeSelectProps = {
  value: PageSize
  /** Called LIMITS.pageSizeDebounceMs after the last change. */
  onChange: (value: PageSize) => void
  label?: string
}

const OPTIONS = LIMITS.pageSizes.map((size) => ({ value: String(size), label: String(size) }))

function toPageSize(value: string): PageSize {
  return LIMITS.pageSizes.find((size) => String(size) === value) ?? LIMITS.pageSizeDefault
}

/** Page size 100 / 250 / 500 (spec section 9), shown at once, applied after 600 ms; rendered again only when its props change. */
export const PageSizeSelect = memo(function PageSizeSelect({ value, onChange, label = listText.pageSizeLabel }: PageSizeSelectProps) {
  const [shown, change] = useDebouncedField(value, onChange, LIMITS.pageSizeDebounceMs)

  return (
    <NativeSelect
      label={label}
      data={OPTIONS}
      value={String(shown)}
      w={180}
      onChange={(event) => change(toPageSize(event.currentTarget.value))}
    />
  )
})
