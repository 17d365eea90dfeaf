import { expect } from 'vitest'
import { ApiError } from '@/shared/api/client'

/** The call's failure as an ApiError (fails the test when the call succeeds). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}
