import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { photoFailure } from './photo-outcome'

describe('photo add or remove failure (spec section 8)', () => {
  it("says 'Error' with the server message, or 'Server error' without one", () => {
    expect(photoFailure(new ApiError('http', 'x', { status: 400, serverMessage: 'Maximum number of photos: 15' }))).toEqual({
      kind: 'error',
      message: 'Error: Maximum number of photos: 15',
    })
    expect(photoFailure(new ApiError('network', 'No response from the server'))).toEqual({ kind: 'error', message: 'Error: Server error' })
  })
})
