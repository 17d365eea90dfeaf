import type { InfoItem } from './schemas'

/** What the information item editor edits: its name, its body and whether the app shows it. */
export type InfoDraft = { name: string; inner_html: string; is_visible: boolean }

export const infoSavedValues = (item: InfoItem): InfoDraft => ({
  name: item.name,
  inner_html: item.inner_html,
  is_visible: item.is_visible,
})
