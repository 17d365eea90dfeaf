import type { Locator, Page } from '@playwright/test'
import { organizationFormText, scheduleText, tagsText } from '../../src/shared/i18n/organizations'
import { mapText } from '../../src/shared/i18n/ru'
import type { Weekday } from '../../src/shared/limits'
import { EntryFormPage } from './entry-form.page'

const t = organizationFormText

/** /organizations/create and /organizations/edit?id=: the organization form. */
export class OrganizationFormPage extends EntryFormPage {
  constructor(page: Page) {
    super(page, '/organizations')
  }

  readonly category = () => this.root().getByRole('combobox', { name: t.fields.category_id, exact: true })
  readonly subCategories = () => this.root().getByRole('combobox', { name: t.fields.sub_category_ids })
  readonly lat = () => this.root().getByRole('textbox', { name: t.fields.lat })
  readonly lon = () => this.root().getByRole('textbox', { name: t.fields.lon })
  readonly additionalCities = () => this.root().getByRole('combobox', { name: t.fields.additional_city_ids })
  readonly tags = () => this.root().getByRole('textbox', { name: t.fields.tags })
  readonly tag = (tag: string) => this.root().getByRole('button', { name: tagsText.remove(tag) })
  readonly templateId = () => this.root().getByRole('textbox', { name: t.templateIdLabel })
  readonly templateAdd = () => this.root().getByRole('button', { name: t.templateAdd, exact: true })
  readonly map = () => this.page.getByRole('region', { name: mapText.label })
  readonly mapError = () => this.page.getByRole('alert').filter({ hasText: mapText.label })
  readonly dayType = (day: Weekday, type: keyof typeof scheduleText.scheduleTypes) =>
    this.page
      .getByRole('group', { name: scheduleText.typesOf(scheduleText.weekdays[day]) })
      .getByRole('button', { name: scheduleText.scheduleTypes[type] })
  readonly dayStart = (day: Weekday) => this.root().getByRole('textbox', { name: scheduleText.timeStart(scheduleText.weekdays[day]) })
  readonly dayEnd = (day: Weekday) => this.root().getByRole('textbox', { name: scheduleText.timeEnd(scheduleText.weekdays[day]) })

  /** Picks an option of a Mantine select by its label. */
  async choose(input: Locator, option: string) {
    await input.click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
  }

  /** `look` runs once the names are ticked, before OK (a check of the open dialog). */
  async chooseLanguages(names: string[], look?: () => Promise<void>) {
    await this.page.getByRole('button', { name: t.languagesButton }).click()
    const modal = this.page.getByRole('dialog', { name: t.languagesModal })
    for (const name of names) await modal.getByRole('checkbox', { name, exact: true }).click()
    await look?.()
    await modal.getByRole('button', { name: t.languagesOk }).click()
  }

  async addTags(...tags: string[]) {
    for (const tag of tags) {
      await this.tags().fill(tag)
      await this.tags().press('Enter')
    }
  }

  async setHours(day: Weekday, start: string, end: string) {
    await this.dayStart(day).fill(start)
    await this.dayEnd(day).fill(end)
  }
}
