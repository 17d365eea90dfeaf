type Listed = { _id: string }

/**
 * Spec section 4: categories, sub-categories, articles and article blocks are appended on create,
 * replaced on update and removed on delete. Pure updaters of a cached list (undefined: not loaded).
 */
export function appendItem<T extends Listed>(list: readonly T[] | undefined, item: T): T[] | undefined {
  if (!list) return list
  return list.some((entry) => entry._id === item._id) ? replaceItem(list, item) : [...list, item]
}

export function replaceItem<T extends Listed>(list: readonly T[] | undefined, item: T): T[] | undefined {
  if (!list) return list
  return list.map((entry) => (entry._id === item._id ? item : entry))
}

export function removeItem<T extends Listed>(list: readonly T[] | undefined, id: string): T[] | undefined {
  if (!list) return list
  return list.filter((entry) => entry._id !== id)
}
