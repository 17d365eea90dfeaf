import '@mantine/core/styles/Switch.css'
import { Switch } from '@mantine/core'

type VisibilitySwitchProps = {
  /** The visible text beside the switch (the 'shown in the app' label). */
  label: string
  /** The accessible name when the label alone is not enough (it names the article or item). */
  'aria-label'?: string
  checked: boolean
  disabled?: boolean
  /** Called with the new value; the screen saves it at once. */
  onChange: (checked: boolean) => void
}

/**
 * The kit's on/off switch (docs/ui.md): shown or hidden of an article or an information item,
 * saved at once. One size and the theme's brand colour everywhere it is used.
 */
export function VisibilitySwitch({ label, 'aria-label': ariaLabel, checked, disabled = false, onChange }: VisibilitySwitchProps) {
  return (
    <Switch
      label={label}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      size="sm"
    />
  )
}
