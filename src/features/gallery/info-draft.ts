import { draftStore, hasFields } from '@/shared/lib/drafts'
import type { InfoItem } from './schemas'

// Apart from info-edit.ts: the gallery page loads that one (the cache update), the draft store only the editor.
/** What the information item editor edits: its name, its body and whether the app shows it. */
export type InfoDraft = { name: string; inner_html: string; is_visible: boolean }

const isInfoDraft = (value: unknown): value is InfoDraft =>
  hasFields(value, { name: 'string', inner_html: 'string', is_visible: 'boolean' })

/** The item being edited survives a reload until saved or cancelled (as articles do). */
export const infoDrafts = draftStore('console.infoDraft', isInfoDraft)

export const infoSavedValues = (item: InfoItem): InfoDraft => ({
  name: item.name,
  inner_html: item.inner_html,
  is_visible: item.is_visible,
})
