import { useId } from 'react'
import controls from './plain-controls.module.css'

export type RadioChipOption<Value extends string> = { value: Value; label: string }

type RadioChipsProps<Value extends string> = {
  label: string
  options: readonly RadioChipOption<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/**
 * One choice of a few, all in view: a group of radio chips, the browser's radios under them (arrow
 * keys move the choice; not a SegmentedControl: its sliding indicator measures the page, which
 * forces a layout of every row of a long list).
 */
export function RadioChips<Value extends string>({ label, options, value, onChange }: RadioChipsProps<Value>) {
  const labelId = useId()
  const name = useId()
  return (
    <div>
      <span id={labelId} className={controls.fieldLabel}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={controls.chips}>
        {options.map((option) => (
          <label key={option.value} className={controls.chip}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  )
}
