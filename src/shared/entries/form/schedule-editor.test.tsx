import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { organizationFormText, scheduleText } from '@/shared/i18n/organizations'
import { WEEKDAYS } from '@/shared/limits'
import { emptyDay, type WeekSchedule } from './schedule'
import { ScheduleEditor } from './schedule-editor'

function Harness() {
  const [week, setWeek] = useState(() => Object.fromEntries(WEEKDAYS.map((d) => [d, emptyDay()])) as WeekSchedule)
  return (
    <MantineProvider env="test">
      <ScheduleEditor label={organizationFormText.fields.schedule} value={week} onChange={setWeek} />
    </MantineProvider>
  )
}

const monday = scheduleText.weekdays.monday

describe('weekly schedule editor (spec sections 4 "Forms" and 5 "Time input")', () => {
  it('typing a time masks it and sets the type hours; pressing a type clears the times', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const start = screen.getByRole('textbox', { name: scheduleText.timeStart(monday) })
    await user.type(start, '0930xx12')
    expect(start).toHaveValue('09:30')
    const types = screen.getByRole('group', { name: scheduleText.typesOf(monday) })
    const hours = Array.from(types.querySelectorAll('button')).find((b) => b.textContent === scheduleText.scheduleTypes.hours)!
    expect(hours).toHaveAttribute('aria-pressed', 'true')
    const dayOff = Array.from(types.querySelectorAll('button')).find((b) => b.textContent === scheduleText.scheduleTypes.day_off)!
    await user.click(dayOff)
    expect(dayOff).toHaveAttribute('aria-pressed', 'true')
    expect(hours).toHaveAttribute('aria-pressed', 'false')
    expect(start).toHaveValue('')
  })
})
