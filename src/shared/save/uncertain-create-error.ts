/**
 * A create without a sure answer that the look-up (./uncertain-create) did not find, or whose look-up failed too: the
 * retry button is safe; its message is spec section 8's with what was found. Apart from the look-up, so that a form
 * can recognise it without loading the look-up's code.
 */
export class UncertainCreateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UncertainCreateError'
  }
}
