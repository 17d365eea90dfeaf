import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import 'dayjs/locale/ru.js'
import { ru } from '../../src/shared/i18n/ru'
import { eventFormText } from '../../src/shared/i18n/events'

const t = eventFormText

/** /events/create and /events/edit?id=: the event form. */
export class EventFormPage {
  constructor(readonly page: Page) {}

  async openCreate() {
    await this.page.goto('/events/create')
    await this.ownerId().waitFor()
  }

  async openEdit(id: string) {
    await this.page.goto(`/events/edit?id=${id}`)
    // The edit form shows once the event is loaded, with every field filled.
    await this.ownerId().waitFor()
  }

  /** The form itself (the shell has its own country select). */
  readonly root = () => this.page.getByRole('form')
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly ownerId = () => this.root().getByRole('textbox', { name: t.fields.owner_id })
  readonly name = () => this.root().getByRole('textbox', { name: t.fields.name, exact: true })
  readonly holdingDate = () => this.root().getByRole('textbox', { name: t.fields.holding_date })
  readonly specialization = () => this.root().getByRole('textbox', { name: t.fields.specialization })
  /** A date picker's button; its text is the day as DD.MM.YYYY. */
  readonly dateStart = () => this.root().getByRole('button', { name: t.fields.date_start, exact: true })
  readonly dateEnd = () => this.root().getByRole('button', { name: t.fields.date_end, exact: true })
  readonly country = () => this.root().getByRole('combobox', { name: t.fields.country_id, exact: true })
  readonly city = () => this.root().getByRole('combobox', { name: t.fields.city_id, exact: true })
  readonly address = () => this.root().getByRole('textbox', { name: t.fields.address })
  readonly description = () => this.root().getByRole('textbox', { name: t.fields.description })
  readonly contact = (channel: keyof typeof t.contacts) => this.root().getByRole('textbox', { name: t.contacts[channel], exact: true })
  readonly contactsError = () => this.root().getByRole('group', { name: t.fields.contacts }).getByRole('alert')
  readonly photoInput = () => this.page.locator('input[type="file"]')
  readonly submit = () => this.root().getByRole('button', { name: new RegExp(`^(${t.submitCreate}|${t.submitEdit})$`) })
  readonly errorSummary = () => this.page.getByRole('alert').filter({ hasText: t.errorsHeading })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly ok = () => this.dialog().getByRole('button', { name: ru.common.ok })

  /** Picks an option of a Mantine select by its label. */
  async choose(input: Locator, option: string) {
    await input.click()
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
  }

  /**
   * Picks a day in a date picker's calendar (which opens at the picked day's month, or the current
   * month). Day buttons are named 'D MMMM YYYY' in Russian.
   */
  async pickDay(picker: Locator, day: Date) {
    await picker.click()
    await this.page.getByRole('button', { name: dayjs(day).locale('ru').format('D MMMM YYYY'), exact: true }).click()
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
