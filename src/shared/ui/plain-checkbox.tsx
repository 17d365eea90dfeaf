import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import classes from './plain-checkbox.module.css'

type CheckboxInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'style'>

type PlainCheckboxProps = CheckboxInputProps & {
  label: ReactNode
  description?: ReactNode
  style?: CSSProperties
}

/**
 * The kit checkbox's box alone, named by `aria-label`, as a render function (no component, hook or
 * element around it): a list's per-card selection box, where 500 labelled components would cost
 * the list's page changes. Every other checkbox is PlainCheckbox with its visible label.
 */
export function renderCheckboxBox(input: CheckboxInputProps & { 'aria-label': string }): ReactElement {
  return <input type="checkbox" className={classes.input} {...input} />
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
