import { Input, InputBase } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { eventFormText } from '@/shared/i18n/events'
import { ClearButton } from '@/shared/ui/clear-button'
// The props live with the lazily loaded picker, which imports nothing back from here.
import type { EventDateFieldProps } from './event-date-picker'

const EventDatePicker = lazy(() => import('./event-date-picker'))

/** `YYYY-MM-DD` as DD.MM.YYYY (spec section 9 "Date display"). */
const shown = (day: string | null) => (day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '')

/**
 * A start or end date. Until the admin first opens it, a light button shows the day (the date
 * picker and its calendar code load on that first click, then the calendar opens).
 */
export function EventDateField(props: EventDateFieldProps) {
  const [picking, setPicking] = useState(false)
  const { label, value, onChange, error } = props
  const light = (
    <InputBase
      component="button"
      type="button"
      label={label}
      error={error}
      pointer
      onClick={() => setPicking(true)}
      rightSection={value ? <ClearButton label={`${eventFormText.clearDate}: ${label}`} onClick={() => onChange(null)} /> : null}
    >
      {value ? shown(value) : <Input.Placeholder>{eventFormText.datePlaceholder}</Input.Placeholder>}
    </InputBase>
  )
  if (!picking) return light
  return (
    <Suspense fallback={light}>
      <EventDatePicker {...props} />
    </Suspense>
  )
}
