import type { Page } from '@playwright/test'
import { bulkText, exportText, type BulkAction, type BulkKind } from '../../src/shared/i18n/bulk'

/** The bulk actions of a list (shared/ui/bulk): the selection boxes, the bar and its dialog. */
export class BulkPart {
  constructor(readonly page: Page) {}

  /** An entry's selection box: named by the entry. */
  readonly box = (name: string) => this.page.getByRole('checkbox', { name, exact: true })
  readonly selectAll = () => this.page.getByRole('checkbox', { name: bulkText.selectAllOnPage })
  readonly bar = () => this.page.getByRole('region', { name: bulkText.barLabel })
  readonly count = (n: number) => this.bar().getByText(bulkText.selected(n), { exact: true })
  readonly action = (action: BulkAction, n: number) => this.bar().getByRole('button', { name: bulkText.actionButton(action, n) })
  readonly anyAction = (action: BulkAction) => this.bar().getByRole('button', { name: new RegExp(`^${bulkText.actions[action]} \\(`) })
  readonly clear = () => this.bar().getByRole('button', { name: bulkText.clear })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly confirmTitle = (action: BulkAction, kind: BulkKind, n: number) =>
    this.dialog().getByRole('heading', { name: bulkText.confirmTitle(action, kind, n) })
  readonly confirm = (action: BulkAction) => this.dialog().getByRole('button', { name: bulkText.actions[action], exact: true })
  readonly progressBar = () => this.dialog().getByRole('progressbar', { name: bulkText.progressLabel })
  readonly progressText = () => this.dialog().getByTestId('bulk-progress')
  readonly stop = () => this.dialog().getByRole('button', { name: bulkText.stop })
  readonly summary = () => this.dialog().getByTestId('bulk-summary')
  readonly failures = () => this.dialog().getByRole('list', { name: bulkText.failedListLabel })
  readonly retryFailed = () => this.dialog().getByRole('button', { name: bulkText.retryFailed })
  readonly close = () => this.dialog().getByRole('button', { name: bulkText.close, exact: true })

  /** Asks for `action` on `n` entries and confirms it. */
  async run(action: BulkAction, kind: BulkKind, n: number) {
    await this.action(action, n).click()
    await this.confirmTitle(action, kind, n).waitFor()
    await this.confirm(action).click()
  }

  /** The summary's three counts. */
  async expectSummary(done: number, failed: number, notStarted: number) {
    const summary = this.summary()
    await summary.getByText(bulkText.summaryDone(done), { exact: true }).waitFor()
    await summary.getByText(bulkText.summaryFailed(failed), { exact: true }).waitFor()
    await summary.getByText(bulkText.summaryNotStarted(notStarted), { exact: true }).waitFor()
  }
}

/** A list's CSV export (shared/ui/bulk/export-*): its button and dialog. */
export class ExportPart {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByRole('button', { name: exportText.button })
  readonly dialog = () => this.page.getByRole('dialog', { name: exportText.title })
  readonly progressText = () => this.dialog().getByTestId('export-progress')
  readonly cancel = () => this.dialog().getByRole('button', { name: exportText.cancel })
  readonly close = () => this.dialog().getByRole('button', { name: exportText.close, exact: true })
  readonly retry = () => this.dialog().getByRole('button', { name: exportText.retry })
  readonly saved = (fileName: string, count: number) => this.dialog().getByText(exportText.saved(fileName, count))
}
