import { VisuallyHidden } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { listText } from '@/shared/i18n/ru'
import { shownRows } from '@/shared/lib/pagination'

/**
 * How urgently a screen reader says it: `polite` waits for what it is saying (a save, a search's count, progress),
 * `assertive` interrupts it (a failure).
 */
export type Politeness = 'polite' | 'assertive'

const regions: Partial<Record<Politeness, HTMLElement>> = {}

/**
 * Says `message` to a screen reader through the page's live regions (`LiveRegions`, mounted once at the root, so they
 * are there before anything changes in them — a region added together with its text is not reliably read). The same
 * text said twice is read twice: the region is emptied first and filled on the next frame.
 */
export function announce(message: string, politeness: Politeness = 'polite') {
  const region = regions[politeness]
  if (!region) return
  region.textContent = ''
  requestAnimationFrame(() => {
    region.textContent = message
  })
}

const keep = (politeness: Politeness) => (element: HTMLElement | null) => {
  if (element) regions[politeness] = element
  else delete regions[politeness]
}

/** The console's two live regions, unseen; only `announce` writes into them. */
export function LiveRegions() {
  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-polite" ref={keep('polite')} />
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="live-assertive" ref={keep('assertive')} />
    </>
  )
}

/** A list's answer as it is shown: the filters it answers (search, status…, in a fixed order), its page, its rows and total. */
export type ShownAnswer = { filters: readonly unknown[]; page: number; perPage: number; count: number; total: number }

const sameFilters = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, at) => value === b[at])

/**
 * What a screen reader hears when a list's answer comes (not its first, which the screen's heading introduces):
 * listText.found for another search or filter, the rows shown for another page or page size of the same. `answer` is
 * null while the list still shows its previous answer. A render with the same answer says nothing.
 */
export function useListAnswerAnnouncement(answer: ShownAnswer | null) {
  const said = useRef(answer)
  useEffect(() => {
    if (answer === null) return
    const before = said.current
    said.current = answer
    if (before === null) return
    if (!sameFilters(before.filters, answer.filters)) announce(listText.found(answer.total))
    else if (before.page !== answer.page || before.perPage !== answer.perPage) {
      const { from, to } = shownRows(answer.page, answer.perPage, answer.count)
      announce(listText.shown(from, to, answer.total))
    }
  })
}
