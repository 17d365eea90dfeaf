/*
 * The look-up of a photo upload whose answer was uncertain (./write-once.ts): the photos it added are the ones that
 * were not there before it, one for each file it sent, each titled as its file.
 */

/** A file's name without its extension: the preparation may give a photo another type's extension. */
const stem = (name: string) => name.replace(/\.[^.]*$/, '')

/**
 * The items of `now` an upload of `files` added: not among `before` (the ids shown as it started), one per file, titled
 * as that file (a server that keeps no title: any new one) — all of them, in the order of `now`, or null.
 */
export function addedPhotos<T extends { _id: string }>(
  now: readonly T[],
  titleOf: (item: T) => string | null | undefined,
  before: ReadonlySet<string>,
  files: readonly File[],
): T[] | null {
  const fresh = now.filter((item) => !before.has(item._id))
  const taken = new Set<T>()
  for (const file of files) {
    const match = fresh.find((item) => {
      const title = titleOf(item)
      return !taken.has(item) && (title == null || stem(title) === stem(file.name))
    })
    if (match === undefined) return null
    taken.add(match)
  }
  return fresh.filter((item) => taken.has(item))
}
