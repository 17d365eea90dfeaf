import { NativeSelect } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { listText } from '../i18n/list'
import { LIMITS, type PageSize } from '../limits'

type PageSizeSelectProps = {
  value: PageSize
  /** Called LIMITS.pageSizeDebounceMs after the last change. */
  onChange: (value: PageSize) => void
  label?: string
}

const OPTIONS = LIMITS.pageSizes.map((size) => String(size))

function toPageSize(value: string): PageSize {
  return LIMITS.pageSizes.find((size) => String(size) === value) ?? LIMITS.pageSizeDefault
}

/** Page size 100 / 250 / 500 (spec section 9), shown at once, applied after 600 ms. */
export function PageSizeSelect({ value, onChange, label = listText.pageSizeLabel }: PageSizeSelectProps) {
  const [shown, setShown] = useState<PageSize>(value)
  const [seen, setSeen] = useState<PageSize>(value)
  const [reported, setReported] = useState<PageSize | null>(null)
  if (value !== seen) {
    setSeen(value)
    if (value !== reported) setShown(value)
  }
  const report = useDebouncedCallback((next: PageSize) => {
    setReported(next)
    onChange(next)
  }, LIMITS.pageSizeDebounceMs)

  return (
    <NativeSelect
      label={label}
      data={OPTIONS}
      value={String(shown)}
      w={180}
      onChange={(event) => {
        const next = toPageSize(event.currentTarget.value)
        setShown(next)
        report(next)
      }}
    />
  )
}
