import { expect, type Locator, type Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import type { MockBackend } from '../fixtures'

/** The texts of a read-only view's buttons (organizationViewText, eventViewText). */
type ViewTexts = { cancel: string; edit: string; editPhotos: string }

/** /organizations/single-view?id= and /events/single-view?id=: the read-only view of one entry. */
export class EntrySinglePage {
  /** `base` is the feature's path: /organizations or /events. */
  constructor(
    readonly page: Page,
    private readonly base: string,
    private readonly texts: ViewTexts,
  ) {}

  async open(id: string) {
    await this.page.goto(`${this.base}/single-view?id=${id}`)
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly block = (title: string) => this.page.getByRole('region', { name: title, exact: true })
  readonly cancel = () => this.page.getByRole('link', { name: this.texts.cancel, exact: true })
  readonly editPhotos = () => this.page.getByRole('link', { name: this.texts.editPhotos })
  readonly edit = () => this.page.getByRole('link', { name: this.texts.edit, exact: true })
  readonly error = () => this.page.getByRole('alert').filter({ hasText: ru.common.error })
  readonly retry = () => this.page.getByRole('button', { name: ru.common.retry })

  /**
   * An unknown id shows the server message; a failure whose message is not a string shows 'Ошибка'
   * alone; both with a retry, which shows the entry `id` (its `loaded` part) once the server answers.
   */
  async failedLoadsThenRetry(mock: MockBackend, missing: string, id: string, loaded: Locator) {
    await this.open('ffffffffffffffffffffffff')
    await expect(this.error()).toContainText(missing)
    await expect(this.retry()).toBeVisible()

    // A message that is not a string: 'Ошибка' alone.
    await mock.fault({ path: `/api${this.base}/${id}`, body: { status: 'error', message: { code: 42 } } })
    await this.open(id)
    await expect(this.error()).toHaveText(new RegExp(`^${ru.common.error}${ru.common.error}${ru.common.retry}$`))
    await mock.clearFaults()
    await this.retry().click()
    await expect(loaded).toBeVisible()
  }

  /** The edit and photo buttons lead to the entry's forms; cancel goes back to the list. */
  async expectButtonsLeadOn(id: string) {
    await expect(this.edit()).toHaveAttribute('href', `${this.base}/edit?id=${id}`)
    await expect(this.editPhotos()).toHaveAttribute('href', `${this.base}/edit-photos?id=${id}`)
    await this.cancel().click()
    await expect(this.page).toHaveURL(new RegExp(`${this.base}/view`))
  }
}
