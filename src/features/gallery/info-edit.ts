import type { InfoDraft } from './info-draft'
import type { InfoItem, InfoSection, InfoUpdate } from './schemas'

export type InfoChanges = Partial<Pick<InfoUpdate, 'name' | 'inner_html' | 'is_visible'>>

/**
 * What PUT /admins/infos sends beside the country and the item (docs/api.md "Gallery, information
 * and template photos"): only the parts that changed against `item` (a saved item, or the values an
 * editor opened with), the name trimmed.
 */
export function infoChanges(item: InfoDraft, values: InfoDraft): InfoChanges {
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
    section.items.some((item) => item._id === info._id)
      ? { ...section, items: section.items.map((item) => (item._id === info._id ? info : item)) }
      : section,
  )
}
