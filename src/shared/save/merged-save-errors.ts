/*
 * How a merged save (./merged-write) fails without sending anything. The classes live apart from the
 * merge so that a form can recognise its failure without loading the merge's code.
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
