import { saveFailureText } from '@/shared/api/client'
import { uncertainCreateText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import type { ListedEntry } from './entry-save'
import { UncertainCreateError } from './uncertain-create-error'

/*
 * The look-up after an uncertain create (docs/api.md, 'Saves that never lose or duplicate'),
 * loaded only when a create ends without a sure answer.
 */

/** The server's clock may run behind the console's: an entry created up to this long before the attempt still counts as it. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

type Look<E> = {
  search: (q: string, perPage: number) => Promise<readonly ListedEntry[]>
  load: (id: string) => Promise<E>
  ownerId: string
  name: string
  /** When the attempt started (ms since epoch). */
  since: number
  /** The create's own failure; null when an earlier attempt is looked up again before a new one. */
  cause: unknown
}

/**
 * The entry an uncertain create made, if any: the newest list entries named `name` (the list's
 * search) of this owner, created since the attempt started, loaded whole by id.
 */
export async function findCreatedEntry<E>({ search, load, ownerId, name, since }: Look<E>): Promise<E | null> {
  const items = await search(name, LIMITS.pageSizeDefault)
  const match = items.find((item) => item.user._id === ownerId && item.name === name && Date.parse(item.createdAt) >= since - CLOCK_SKEW_MS)
  return match ? load(match._id) : null
}

/**
 * Settles an uncertain create: found, the entry (noted in `recovered` with the outcome's text);
 * not found, the failure with its retry (or null for a look-again before a new attempt); a failed
 * look-up fails too, and `unsettled(true)` has the next attempt look first.
 */
export async function settleCreate<E extends object>(
  look: Look<E>,
  recovered: WeakMap<object, string>,
  unsettled: (failed: boolean) => void,
): Promise<E | null> {
  let found: E | null
  try {
    found = await findCreatedEntry(look)
  } catch (error) {
    unsettled(true)
    throw new UncertainCreateError(`${saveFailureText(look.cause ?? error)}\n${uncertainCreateText.unchecked}`)
  }
  unsettled(false)
  if (found) {
    recovered.set(found, uncertainCreateText.created(look.name))
    return found
  }
  if (look.cause === null) return null
  throw new UncertainCreateError(`${saveFailureText(look.cause)}\n${uncertainCreateText.notCreated}`)
}
