/** A row menu's content: links (new tab) and actions (a confirmation or a dialog). */
export type RowMenuItems<A extends string> = {
  links: { label: string; href: string }[]
  actions: { action: A; label: string; danger?: boolean }[]
}

/** The row action every entry has: ban, unban, full delete. */
export type EntryAction = 'ban' | 'unban' | 'delete'

type MenuTexts = { open: string; edit: string; editPhotos: string; ban: string; unban: string; delete: string }

type EntryMenuInput<A extends string> = {
  /** The feature's path: `/organizations` or `/events`. */
  base: string
  entry: { _id: string; is_active: boolean }
  texts: MenuTexts
  canEdit: boolean
  canBan: boolean
  canDelete: boolean
  /** Feature-only actions, between ban / unban and delete (e.g. owner change). */
  extra?: { action: A; label: string }[]
}

/**
 * The row menu of spec section 6 for an organization or an event: the single view for everyone
 * who sees the list; edit and photo editing where the entry may be edited; ban or unban (by its
 * state) and full delete where those rights apply. All links carry the `?id=` of spec section 2.
 */
export function entryMenuItems<A extends string = never>({
  base,
  entry,
  texts,
  canEdit,
  canBan,
  canDelete,
  extra = [],
}: EntryMenuInput<A>): RowMenuItems<A | EntryAction> {
  const id = encodeURIComponent(entry._id)
  const links = [{ label: texts.open, href: `${base}/single-view?id=${id}` }]
  if (canEdit)
    links.push({ label: texts.edit, href: `${base}/edit?id=${id}` }, { label: texts.editPhotos, href: `${base}/edit-photos?id=${id}` })
  const actions: RowMenuItems<A | EntryAction>['actions'] = []
  if (canBan) actions.push(entry.is_active ? { action: 'ban', label: texts.ban, danger: true } : { action: 'unban', label: texts.unban })
  actions.push(...extra)
  if (canDelete) actions.push({ action: 'delete', label: texts.delete, danger: true })
  return { links, actions }
}
