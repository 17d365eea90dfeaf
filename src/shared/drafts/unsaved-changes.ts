/**
 * Every piece of the screen that holds unsaved changes (a form, chosen photos, city rows, sort values, a dialog's
 * fields) registers here through the leave guard (shared/drafts/use-leave-guard.tsx). The console asks this one place
 * before anything that would throw those changes away without a navigation of the router: a logout, a sign-in as
 * another account, a switch of the system country, a session ended by a 401 or by another tab.
 */

/**
 * Why the screen would be left: a navigation (the router's blocker asks), a logout, another account, another country;
 * or why one piece would go: a dialog closed by Escape or a click outside it (`close`, that piece's own question).
 */
export type LeaveReason = 'navigate' | 'logout' | 'account' | 'country' | 'close'
/** What leaves the whole screen without a navigation of the router: the registry asks for these. */
export type ScreenLeaveReason = Exclude<LeaveReason, 'navigate' | 'close'>

export type UnsavedGuard = {
  /** Asked at the moment it matters: whether this piece holds unsaved changes. */
  dirty: () => boolean
  /** Shows the question for `reason`; resolves true when the admin chose to leave. */
  ask: (reason: ScreenLeaveReason) => Promise<boolean>
  /** The admin chose to leave: this piece no longer asks (its screen is about to go). */
  release: () => void
}

const guards = new Set<UnsavedGuard>()
/** Pieces whose changes the admin chose to leave behind through `confirmLeave`; they stay on screen until it changes. */
const left = new WeakSet<UnsavedGuard>()
/** Told when the admin chose to leave a navigation's screen without saving: what the screen held is thrown away on purpose. */
const discardListeners = new Set<() => void>()
/** The question under way, so that a second caller waits for the same answer instead of opening a second dialog. */
let asking: Promise<boolean> | null = null

export const unsavedChanges = {
  register: (guard: UnsavedGuard): (() => void) => {
    guards.add(guard)
    return () => guards.delete(guard)
  },
  /**
   * Called once the admin chose to leave a screen without saving (a navigation's leave question answered 'leave'): its changes are thrown away
   * on purpose, so a form's draft goes too. A closed tab, a crash, a session's end or a country
   * switch is no such answer: their drafts stay.
   */
  onDiscard: (listener: () => void): (() => void) => {
    discardListeners.add(listener)
    return () => discardListeners.delete(listener)
  },
  discarded: (): void => {
    for (const listener of [...discardListeners]) listener()
  },
  /** Whether anything on the screen holds unsaved changes. */
  any: (): boolean => [...guards].some((guard) => guard.dirty()),
  /** Whether the screen still shows changes the admin chose to leave (a logout, another account or country): it must start afresh. */
  showsLeftChanges: (): boolean => [...guards].some((guard) => left.has(guard)),
  /**
   * Resolves true at once when nothing is unsaved; otherwise asks once (the piece registered last, the innermost,
   * shows the question) and, when the admin chooses to leave, releases every piece so that the navigation that
   * follows does not ask again.
   */
  confirmLeave: (reason: ScreenLeaveReason): Promise<boolean> => {
    const dirty = [...guards].filter((guard) => guard.dirty())
    const asker = dirty.at(-1)
    if (!asker) return Promise.resolve(true)
    asking ??= asker.ask(reason).then((leave) => {
      asking = null
      if (leave)
        for (const guard of guards) {
          guard.release()
          left.add(guard)
        }
      return leave
    })
    return asking
  },
}
