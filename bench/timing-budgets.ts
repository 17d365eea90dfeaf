/** The budgets of what a person feels: one place for `npm run bench` and `npm run bench:compare`. */
export const TIMING_BUDGETS = {
  /** A list's navigation and search, each at most this many times the bare React floor's. */
  listTime: 1.1,
  /** The JS heap a page of cards adds, at most this many times what the same cards add to the floor. */
  listHeapAdded: 2,
  /** A key in the markup editor (p95), at most this many times bare CodeMirror's. */
  editorKeyP95: 1.5,
  /** Every interaction's p95, input event to next frame (ms). */
  interactionP95Ms: 50,
  /** A new tab, cold or warm: at most this many times the same tab before a change. */
  newTabVsBefore: 1.1,
} as const
