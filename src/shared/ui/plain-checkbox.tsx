import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react'
import classes from './plain-checkbox.module.css'

type PlainCheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'style'> & {
  label: ReactNode
  description?: ReactNode
  style?: CSSProperties
}

/**
 * The browser's own checkbox in the theme's colour, with a label and an optional hint: on the list
 * and form screens it does Mantine's Checkbox's job without its code.
 */
export function PlainCheckbox({ label, description, style, ...input }: PlainCheckboxProps) {
  const hintId = useId()
  return (
    <label className={classes.root} style={style}>
      <input type="checkbox" className={classes.input} aria-describedby={description ? hintId : undefined} {...input} />
      <span className={classes.label}>
        {label}
        {description && (
          <span id={hintId} className={classes.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  )
}
