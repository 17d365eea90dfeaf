import { Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core'
import { scheduleText } from '@/shared/i18n/organizations'
import { LIMITS, SCHEDULE_TYPES, WEEKDAYS, type Weekday } from '@/shared/limits'
import { RowAction } from '@/shared/ui/actions'
import { withTime, withType, type DaySchedule, type ScheduleType, type WeekSchedule } from './schedule'

type DayRowProps = { day: Weekday; value: DaySchedule; onChange: (value: DaySchedule) => void; error?: string | undefined }

function DayRow({ day, value, onChange, error }: DayRowProps) {
  const name = scheduleText.weekdays[day]
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Text fw={500} w={130} pt={6}>
          {name}
        </Text>
        <Group gap={4} role="group" aria-label={scheduleText.typesOf(name)}>
          {SCHEDULE_TYPES.map((type: ScheduleType) => (
            <RowAction key={type} chosen={value.type === type} onClick={() => onChange(withType(value, type))}>
              {scheduleText.scheduleTypes[type]}
            </RowAction>
          ))}
        </Group>
        <Group gap={4} wrap="nowrap">
          <TextInput
            w={80}
            size="xs"
            aria-label={scheduleText.timeStart(name)}
            placeholder={scheduleText.timePlaceholder}
            maxLength={LIMITS.timeInputLength}
            inputMode="numeric"
            value={value.start}
            onChange={(event) => onChange(withTime(value, 'start', event.currentTarget.value))}
          />
          <Text aria-hidden>–</Text>
          <TextInput
            w={80}
            size="xs"
            aria-label={scheduleText.timeEnd(name)}
            placeholder={scheduleText.timePlaceholder}
            maxLength={LIMITS.timeInputLength}
            inputMode="numeric"
            value={value.end}
            onChange={(event) => onChange(withTime(value, 'end', event.currentTarget.value))}
          />
        </Group>
      </Group>
      {error && <Input.Error mt={4}>{`${name}: ${error}`}</Input.Error>}
    </Paper>
  )
}

type ScheduleEditorProps = {
  label: string
  value: WeekSchedule
  onChange: (value: WeekSchedule) => void
  error?: string | undefined
  dayErrors?: Partial<Record<Weekday, string | undefined>>
}

/** The weekly schedule: per weekday a type (hours, day off, temporarily closed, 24 h) and two HH:MM times. */
export function ScheduleEditor({ label, value, onChange, error, dayErrors = {} }: ScheduleEditorProps) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} value={value[day]} onChange={(next) => onChange({ ...value, [day]: next })} error={dayErrors[day]} />
      ))}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  )
}
