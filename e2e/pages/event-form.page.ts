import { expect, type Locator, type Page } from '@playwright/test'
import dayjs from 'dayjs'
import 'dayjs/locale/ru.js'
import { eventFormText } from '../../src/shared/i18n/events'
import { EntryFormPage } from './entry-form.page'

const t = eventFormText

/** /events/create and /events/edit?id=: the event form. */
export class EventFormPage extends EntryFormPage {
  constructor(page: Page) {
    super(page, '/events')
  }

  readonly holdingDate = () => this.root().getByRole('textbox', { name: t.fields.holding_date })
  /** A date picker's button; its text is the day as DD.MM.YYYY. */
  readonly dateStart = () => this.root().getByRole('button', { name: t.fields.date_start, exact: true })
  readonly dateEnd = () => this.root().getByRole('button', { name: t.fields.date_end, exact: true })
  readonly contactsError = () => this.root().getByRole('group', { name: t.fields.contacts }).getByRole('alert')

  /** Picks an option of a Mantine select by its label. */
  async choose(input: Locator, option: string) {
    await input.click()
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
  }

  /** A day's button in the open calendar: named 'D MMMM YYYY' in Russian. */
  readonly day = (day: Date) => this.page.getByRole('button', { name: dayjs(day).locale('ru').format('D MMMM YYYY'), exact: true })

  /**
   * Picks a day in a date picker's calendar (which opens at the picked day's month, or the current
   * month).
   */
  async pickDay(picker: Locator, day: Date) {
    await picker.click()
    const dayButton = this.day(day)
    await dayButton.click()
    // The calendar closes with a transition; the next picker's calendar may show the same month.
    await expect(dayButton).toHaveCount(0)
  }
}

/** A day of the current month (the calendar opens there when the picker is empty). */
export function dayOfThisMonth(date: number): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), date)
}

/** DD.MM.YYYY of a local day, as the pickers show it. */
export const shown = (day: Date) => dayjs(day).format('DD.MM.YYYY')
/** The ISO the API gets for a local day: its calendar day at 00:00 UTC. */
export const isoOf = (day: Date) => `${dayjs(day).format('YYYY-MM-DD')}T00:00:00.000Z`
