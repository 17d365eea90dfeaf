import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { listText } from '../i18n/list'
import { LIMITS } from '../limits'

type SearchInputProps = {
  label?: string
  /** The applied search (e.g. from the URL). */
  value: string
  /** Called LIMITS.searchDebounceMs after the last keystroke. */
  onChange: (value: string) => void
  placeholder?: string
}

/**
 * A search box that shows typing at once and reports it debounced (spec section 9: 400 ms). When
 * `value` changes from outside (Back, a reset) the box follows it, unless it is the value this box
 * just reported.
 */
export function SearchInput({ label = listText.searchLabel, value, onChange, placeholder = listText.searchPlaceholder }: SearchInputProps) {
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const [reported, setReported] = useState<string | null>(null)
  if (value !== seen) {
    setSeen(value)
    if (value !== reported && value !== text) setText(value)
  }
  const report = useDebouncedCallback((next: string) => {
    setReported(next)
    onChange(next)
  }, LIMITS.searchDebounceMs)

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        report(event.currentTarget.value)
      }}
    />
  )
}
