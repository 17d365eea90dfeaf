import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import controls from './plain-controls.module.css'

type LabelledProps = { label: ReactNode; className?: string }

/** A labelled text box in Mantine's look, for the always-present fields of the list screens and the shell. */
export function PlainTextField({
  label,
  className,
  ...input
}: LabelledProps & Omit<ComponentPropsWithoutRef<'input'>, 'className' | 'id'>) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className={controls.fieldLabel}>
        {label}
      </label>
      <input id={id} className={controls.input} {...input} />
    </div>
  )
}

type Option = { value: string; label: string }

/** A labelled native select in Mantine's look: keyboard- and reader-friendly without a script of its own. */
export function PlainSelectField({
  label,
  className,
  options,
  icon,
  ...select
}: LabelledProps & { options: readonly Option[]; /** Decorative, inside the box on the left (a flag). */ icon?: ReactNode } & Omit<
    ComponentPropsWithoutRef<'select'>,
    'className' | 'id' | 'children'
  >) {
  const id = useId()
  const box = (
    <select id={id} className={controls.input} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  return (
    <div className={className}>
      <label htmlFor={id} className={controls.fieldLabel}>
        {label}
      </label>
      {icon ? (
        <div className={controls.withIcon}>
          <span className={controls.icon}>{icon}</span>
          {box}
        </div>
      ) : (
        box
      )}
    </div>
  )
}

/** A labelled value that cannot be changed here, in the look of a field's label above its value. */
export function PlainValueField({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId()
  return (
    <div>
      <p className={controls.fieldLabel} id={id}>
        {label}
      </p>
      <div className={controls.inline} aria-labelledby={id} role="group" data-testid={testId}>
        {children}
      </div>
    </div>
  )
}
