import '@mantine/dates/styles.css'
import 'dayjs/locale/ru'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { eventFormText } from '@/shared/i18n/events'
import { DATE_FORMAT } from '@/shared/limits'

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
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        placeholder={eventFormText.datePlaceholder}
        valueFormat={DATE_FORMAT}
        value={value}
        onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
        onBlur={onBlur}
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
