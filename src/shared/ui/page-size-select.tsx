import { NativeSelect } from '@mantine/core'
import { memo } from 'react'
import { listText } from '@/shared/i18n/ru'
import { useDebouncedField } from '@/shared/lib/use-debounced-field'
import { LIMITS } from '@/shared/limits'

type PageSizeSelectProps = {
  /** 100, 250 or 500, or another size 1..500 the address asked for (spec section 9). */
  value: number
  /** Called LIMITS.pageSizeDebounceMs after the last change. */
  onChange: (value: number) => void
  label?: string
}

const OPTIONS = LIMITS.pageSizes.map((size) => ({ value: String(size), label: String(size) }))

/** The picker offers 100, 250 and 500; a size from the address outside them is shown too, so the picker says what the list uses. */
function optionsWith(value: number) {
  return OPTIONS.some((option) => option.value === String(value)) ? OPTIONS : [{ value: String(value), label: String(value) }, ...OPTIONS]
}

/** Page size 100 / 250 / 500 (spec section 9), shown at once, applied after 600 ms; rendered again only when its props change. */
export const PageSizeSelect = memo(function PageSizeSelect({ value, onChange, label = listText.pageSizeLabel }: PageSizeSelectProps) {
  const [shown, change] = useDebouncedField(value, onChange, LIMITS.pageSizeDebounceMs)

  return (
    <NativeSelect
      label={label}
      data={optionsWith(shown)}
      value={String(shown)}
      w={180}
      onChange={(event) => change(Number(event.currentTarget.value))}
    />
  )
})
