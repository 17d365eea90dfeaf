import type { Page } from '@playwright/test'
import { entryFormText, ru } from '../../src/shared/i18n/ru'

const t = entryFormText

/**
 * The fields and buttons every entry form has (shared/ui/entry-form): /organizations and
 * /events, create and edit. The features' page objects add their own fields.
 */
export class EntryFormPage {
  /** `base` is the feature's path: /organizations or /events. */
  constructor(
    readonly page: Page,
    private readonly base: string,
  ) {}

  async openCreate() {
    await this.page.goto(`${this.base}/create`)
    await this.ownerId().waitFor()
  }

  async openEdit(id: string) {
    await this.page.goto(`${this.base}/edit?id=${id}`)
    // The edit form shows once the entry is loaded, with every field filled.
    await this.ownerId().waitFor()
  }

  /** The form itself (the shell has its own country select). */
  readonly root = () => this.page.getByRole('form')
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly ownerId = () => this.root().getByRole('textbox', { name: t.fields.owner_id })
  readonly name = () => this.root().getByRole('textbox', { name: t.fields.name, exact: true })
  readonly specialization = () => this.root().getByRole('textbox', { name: t.fields.specialization })
  readonly country = () => this.root().getByRole('combobox', { name: t.fields.country_id, exact: true })
  readonly city = () => this.root().getByRole('combobox', { name: t.fields.city_id, exact: true })
  readonly address = () => this.root().getByRole('textbox', { name: t.fields.address })
  readonly description = () => this.root().getByRole('textbox', { name: t.fields.description })
  readonly contact = (channel: keyof typeof t.contacts) => this.root().getByRole('textbox', { name: t.contacts[channel], exact: true })
  readonly photoInput = () => this.page.locator('input[type="file"]')
  readonly submit = () => this.root().getByRole('button', { name: new RegExp(`^(${t.submitCreate}|${t.submitEdit})$`) })
  readonly errorSummary = () => this.page.getByRole('alert').filter({ hasText: t.errorsHeading })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly ok = () => this.dialog().getByRole('button', { name: ru.common.ok })
}
