import { draftStore, hasFields } from '../../shared/lib/drafts'
import type { InfoItem, InfoSection, InfoUpdate } from './schemas'

/** What the information item editor edits: its name, its body and whether the app shows it. */
export type InfoDraft = { name: string; inner_html: string; is_visible: boolean }

const isInfoDraft = (value: unknown): value is InfoDraft => hasFields(value, { name: 'string', inner_html: 'string', is_visible: 'boolean' })

/** The item being edited survives a reload until saved or cancelled (as articles do). */
export const infoDrafts = draftStore('console.infoDraft', isInfoDraft)

export const infoSavedValues = (item: InfoItem): InfoDraft => ({ name: item.name, inner_html: item.inner_html, is_visible: item.is_visible })

export type InfoChanges = Partial<Pick<InfoUpdate, 'name' | 'inner_html' | 'is_visible'>>

/**
 * What PUT /admins/infos sends beside the country and the item (docs/api.md "Gallery, information
 * and template photos"): only the parts that changed, the name trimmed.
 */
export function infoChanges(item: InfoItem, values: InfoDraft): InfoChanges {
  const name = values.name.trim()
  return {
    ...(name !== item.name ? { name } : {}),
    ...(values.inner_html !== item.inner_html ? { inner_html: values.inner_html } : {}),
    ...(values.is_visible !== item.is_visible ? { is_visible: values.is_visible } : {}),
  }
}

/** The cached information table with the saved item in place of the old one (a missing table stays missing). */
export function replaceInfoItem(table: InfoSection[] | undefined, info: InfoItem): InfoSection[] | undefined {
  return table?.map((section) =>
    section.items.some((item) => item._id === info._id) ? { ...section, items: section.items.map((item) => (item._id === info._id ? info : item)) } : section,
  )
}
