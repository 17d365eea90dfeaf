import type { ButtonHTMLAttributes } from 'react'
import controls from './plain-controls.module.css'

/** The × inside a field that empties its value (an event's date); `label` names what it clears. */
export function ClearButton({
  label,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-label'> & { label: string }) {
  return (
    <button type="button" className={controls.clear} aria-label={label} title={label} {...button}>
      <span aria-hidden="true">×</span>
    </button>
  )
}
