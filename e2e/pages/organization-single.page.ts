import type { Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import { organizationViewText } from '../../src/shared/i18n/organizations'

const t = organizationViewText

/** /organizations/single-view?id=: the read-only view of one organization. */
export class OrganizationSinglePage {
  constructor(readonly page: Page) {}

  async open(id: string) {
    await this.page.goto(`/organizations/single-view?id=${id}`)
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly block = (title: string) => this.page.getByRole('region', { name: title, exact: true })
  readonly cancel = () => this.page.getByRole('link', { name: t.cancel, exact: true })
  readonly editPhotos = () => this.page.getByRole('link', { name: t.editPhotos })
  readonly edit = () => this.page.getByRole('link', { name: t.edit, exact: true })
  readonly error = () => this.page.getByRole('alert').filter({ hasText: ru.common.error })
  readonly retry = () => this.page.getByRole('button', { name: ru.common.retry })
}
