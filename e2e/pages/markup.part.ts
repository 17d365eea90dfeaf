import type { Page } from '@playwright/test'
import { markupText } from '../../src/shared/i18n/markup'

/** The shared markup workbench (articles, information items): the code editor named `label` and its live preview. */
export class MarkupPart {
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  readonly editor = () => this.page.getByRole('textbox', { name: this.label })
  readonly preview = () => this.page.getByRole('region', { name: markupText.previewLabel })
  /** The alert that blocks a save with forbidden fragments. */
  readonly blockedDialog = () => this.page.getByRole('dialog', { name: markupText.forbiddenAlertTitle })

  /** Replaces the body in the code editor by typing (as a person does). */
  async type(text: string) {
    await this.editor().click()
    await this.page.keyboard.press('ControlOrMeta+a')
    await this.page.keyboard.press('Delete')
    await this.page.keyboard.insertText(text)
  }
}
