/*
 * How a save (./use-merged-save, ./entry-save) fails without sending anything, or without a sure answer: a form
 * recognises each with `instanceof`.
 */

/** The record could not be read again before the save: nothing was sent; its message is spec section 8's with a note. */
export class FreshReadError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'FreshReadError'
  }
}

/** The admin closed the conflict dialog: nothing was sent and the form keeps what was typed. */
export class SaveCancelledError extends Error {
  constructor() {
    super('cancelled')
    this.name = 'SaveCancelledError'
  }
}

/**
 * A create without a sure answer that the look-up (./entry-save) did not find, or whose look-up failed too: the retry
 * button is safe; its message is spec section 8's with what was found.
 */
export class UncertainCreateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UncertainCreateError'
  }
}

/**
 * Whether a failed save offers the retry button (ru.common.retry): nothing was sent (its fresh read failed), or the
 * look-up of an uncertain create has said what it found — a retry then looks first where it could not look, and never
 * writes twice.
 */
export function offersRetry(error: unknown): error is FreshReadError | UncertainCreateError {
  return error instanceof FreshReadError || error instanceof UncertainCreateError
}
