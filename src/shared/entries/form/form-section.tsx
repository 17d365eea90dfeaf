import type { ReactNode } from 'react'
import classes from './form-section.module.css'

/** A titled group of fields of an entry form (a fieldset with its legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.title}>{title}</legend>
      {children}
    </fieldset>
  )
}
