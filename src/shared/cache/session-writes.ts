import { MutationCache } from '@tanstack/react-query'
import { SessionEndedError } from '@/shared/api/client'
import { session, type SessionTerm } from '@/shared/auth/session'

/*
 * A write's effects belong to the session it started in. Its answer may come after a logout and another admin's
 * sign-in in this tab (or one taken from another tab): its cache store and its message to the other tabs would then
 * land under whoever is signed in now. Each mutation keeps the session term it started in; when its answer arrives in
 * another one, it fails with SessionEndedError before its own onSuccess — where every write stores its answer
 * (query-cache.ts) — can run. A call answered late inside a write fails the same way (shared/api/client.ts).
 */

/** The console's mutation cache (app/query-client.ts): every write tied to the session it started in. */
export function sessionBoundMutations(current: () => SessionTerm = session.term): MutationCache {
  const startedIn = new WeakMap<object, SessionTerm>()
  return new MutationCache({
    onMutate: (_variables, mutation) => {
      startedIn.set(mutation, current())
    },
    onSuccess: (_data, _variables, _context, mutation) => {
      const term = startedIn.get(mutation)
      // A write started signed out (the sign-in itself) starts the session it answers in.
      if (term && term.account !== null && term !== current()) throw new SessionEndedError()
    },
  })
}
