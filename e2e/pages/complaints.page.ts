import { expect, type Page } from '@playwright/test'
import { COMPLAINT_KINDS, type ComplaintKind } from '../../src/features/complaints/schemas'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { ru } from '../../src/shared/i18n/ru'

export class ComplaintsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.complaints })
  readonly tab = (kind: ComplaintKind) => this.page.getByRole('tab', { name: new RegExp(`^${complaintsText.tabs[kind]}`) })
  readonly tabCount = (kind: ComplaintKind) => this.page.getByTestId(`tab-count-${kind}`)
  readonly total = () => this.page.getByTestId('complaints-total')
  readonly cards = () => this.page.getByTestId('complaint-card')
  readonly firstCard = () => this.cards().first()
  readonly alert = (title: string) => this.page.getByRole('alert', { name: title, exact: true })
  readonly confirmDialog = () => this.page.getByRole('dialog', { name: complaintsText.confirmTitle })

  async open(tab?: ComplaintKind) {
    await this.page.goto(tab ? `/reports?tab=${tab}` : '/reports')
    await expect(this.heading()).toBeVisible()
  }

  async count(kind: ComplaintKind): Promise<number> {
    await expect(this.tabCount(kind)).toBeVisible()
    return Number(await this.tabCount(kind).innerText())
  }

  /** The six tab counts in tab order. */
  async allCounts(): Promise<number[]> {
    return Promise.all(COMPLAINT_KINDS.map((kind) => this.count(kind)))
  }

  async choose(kind: ComplaintKind) {
    await this.tab(kind).click()
    await expect(this.tab(kind)).toHaveAttribute('aria-selected', 'true')
  }

  /** The heading of the first card: who complained and when (names the card). */
  async firstCardTitle(): Promise<string> {
    return (await this.firstCard().getByRole('heading').innerText()).trim()
  }

  answerButton(answer: 'approve' | 'decline' | 'seen') {
    return this.firstCard().getByRole('button', { name: complaintsText.actions[answer] })
  }
}

/** The complaints queue worked from the keyboard. */
export class ComplaintQueue {
  constructor(readonly page: Page) {}

  readonly feed = () => this.page.getByRole('feed', { name: complaintsText.queueLabel })
  readonly cards = () => this.page.getByTestId('complaint-card')
  readonly card = (id: string) => this.page.locator(`[data-complaint-id="${id}"]`)
  readonly freshLine = () => this.page.getByRole('status').filter({ hasText: complaintsText.showFresh })

  /** The ids of the cards in their order. */
  ids(): Promise<string[]> {
    return this.cards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-complaint-id') ?? ''))
  }

  /** The card that has the focus (its id), or null. */
  focusedId(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('data-complaint-id') ?? null)
  }

  /**
   * A key pressed where the focus is, with `key` and `code` as given (a Cyrillic `key` at a Latin key's place is the
   * Russian layout); answers which card has the focus at the very next frame.
   */
  press(key: string, code: string): Promise<string | null> {
    return this.page.evaluate(
      ({ key, code }) =>
        new Promise<string | null>((resolve) => {
          const target = document.activeElement ?? document.body
          target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }))
          requestAnimationFrame(() => resolve(document.activeElement?.getAttribute('data-complaint-id') ?? null))
        }),
      { key, code },
    )
  }
}
