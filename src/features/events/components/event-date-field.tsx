import '@mantine/dates/styles.css'
import 'dayjs/locale/ru'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { eventFormText } from '@/shared/i18n/events'
import { DATE_FORMAT } from '@/shared/limits'
import { dayByArrow, monthOf } from './day-by-arrow'

type EventDateFieldProps = {
  label: string
  /** The picked day as `YYYY-MM-DD`, or null. */
  value: string | null
  onChange: (value: string | null) => void
  onBlur: () => void
  error?: string | undefined
}

/** A start or end date: Mantine's date picker in Russian, shown DD.MM.YYYY (spec sections 2 and 9), clearable. */
export function EventDateField({ label, value, onChange, onBlur, error }: EventDateFieldProps) {
  // The month the open calendar shows once the admin has moved off the one it opened at (the picked day's, or today's).
  const [shownMonth, setShownMonth] = useState<string | null>(null)
  const dayToFocus = useRef<{ calendar: Element; day: string } | null>(null)

  // Mantine's arrows stop at the shown month's edge. An arrow past it shows the next or previous month, whose days
  // replace the focused one, and the focus goes to the day the arrow led to.
  useEffect(() => {
    const pending = dayToFocus.current
    dayToFocus.current = null
    pending?.calendar.querySelector<HTMLElement>(`[data-day="${pending.day}"]`)?.focus()
  }, [shownMonth])

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const next = dayByArrow(day, event.key)
    const calendar = event.currentTarget.closest('[data-dates-dropdown]')
    if (next === null || monthOf(next) === monthOf(day) || calendar === null) return
    event.preventDefault()
    dayToFocus.current = { calendar, day: next }
    setShownMonth(monthOf(next))
  }

  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        placeholder={eventFormText.datePlaceholder}
        valueFormat={DATE_FORMAT}
        value={value}
        onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
        onBlur={onBlur}
        date={shownMonth ?? monthOf(value ?? dayjs().format('YYYY-MM-DD'))}
        onDateChange={setShownMonth}
        onDropdownClose={() => setShownMonth(null)}
        getDayProps={(day) => ({ 'data-day': day, onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onDayKeyDown(event, day) })}
        ariaLabels={eventFormText.calendarLabels}
        // The calendar opens as a plain popover in the form's landmark: as a dialog it would need a name
        // Mantine gives it no way to set. A day taken gives the focus back to the field, not to the page's start.
        popoverProps={{ withRoles: false, withinPortal: false, returnFocus: true }}
        // Dimmed days of the neighbouring months and red weekends are below 4.5:1: the calendar draws neither.
        hideOutsideDates
        weekendDays={[]}
        clearable
        clearButtonProps={{ 'aria-label': `${eventFormText.clearDate}: ${label}` }}
        error={error}
      />
    </DatesProvider>
  )
}
