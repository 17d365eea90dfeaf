import type { Locator, Page } from '@playwright/test'
import { draftText } from '../../src/shared/i18n/ru'

/** A form's draft on this device (shared/drafts/use-form-draft.tsx): the offer to bring it back, and the note that it is kept. */
export class DraftOfferPart {
  /** `within`: the form (or dialog) the draft belongs to; the page by default. */
  constructor(
    readonly page: Page,
    readonly within: () => Locator | Page = () => page,
  ) {}

  readonly offer = () => this.within().getByRole('status').filter({ hasText: draftText.offerTitle })
  readonly restore = () => this.offer().getByRole('button', { name: draftText.restore })
  readonly discard = () => this.offer().getByRole('button', { name: draftText.discard })
  /** The quiet note that what is typed has been written to the device (what a flow waits for before closing a tab). */
  readonly kept = () => this.within().getByRole('status').filter({ hasText: draftText.kept })
}
