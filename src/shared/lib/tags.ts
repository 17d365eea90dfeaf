/** Adds a tag: trimmed, non-empty, no duplicates (spec section 5 "Tags"). */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim()
  if (tag === '' || tags.includes(tag)) return [...tags]
  return [...tags, tag]
}

/** Tags as the payload sends them: each added by the same rule, in order. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>(addTag, [])
}
