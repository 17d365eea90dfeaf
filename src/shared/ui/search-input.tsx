import { TextInput } from '@mantine/core'
import { listText } from '@/shared/i18n/ru'
import { SHORTCUT_TARGET } from '@/shared/lib/shortcut-targets'
import { useDebouncedField } from '@/shared/lib/use-debounced-field'
import { LIMITS } from '@/shared/limits'

type SearchInputProps = {
  label?: string
  /** The applied search (e.g. from the URL). */
  value: string
  /** Called LIMITS.searchDebounceMs after the last keystroke. */
  onChange: (value: string) => void
  placeholder?: string
}

/**
 * A search box that shows typing at once and reports it debounced (spec section 9: 400 ms), and
 * follows `value` when it changes from outside (Back, Forward, a reset).
 */
export function SearchInput({ label = listText.searchLabel, value, onChange, placeholder = listText.searchPlaceholder }: SearchInputProps) {
  const [text, change] = useDebouncedField(value, onChange, LIMITS.searchDebounceMs)

  // The search takes the free width of its filter row, up to a readable length.
  return (
    <TextInput
      style={{ flex: '1 1 280px' }}
      maw={480}
      type="search"
      data-shortcut={SHORTCUT_TARGET.listSearch}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  )
}
