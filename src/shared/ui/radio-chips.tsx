import '@mantine/core/styles/Chip.css'
import { Chip, Group, Input } from '@mantine/core'
import { useId } from 'react'

export type RadioChipOption<Value extends string> = { value: Value; label: string }

type RadioChipsProps<Value extends string> = {
  label: string
  options: readonly RadioChipOption<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/**
 * One choice of a few, all in view (a list's status filter, the colour scheme): Mantine's chips as
 * one radio group; the radios share a name, so arrow keys move the choice.
 */
export function RadioChips<Value extends string>({ label, options, value, onChange }: RadioChipsProps<Value>) {
  const labelId = useId()
  const name = useId()
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      <Chip.Group value={value} onChange={(chosen) => onChange(chosen)}>
        <Group role="radiogroup" aria-labelledby={labelId} gap={6} mih={36}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} name={name} variant="outline">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  )
}
