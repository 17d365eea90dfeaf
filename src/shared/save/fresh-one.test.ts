import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { freshOne } from './fresh-one'

describe('freshOne: the record a merged save reads again, found in a list', () => {
  const records = [
    { _id: 'a', name: 'First' },
    { _id: 'b', name: 'Second' },
  ]

  it('answers the record with that id as the list holds it now', () => {
    expect(freshOne(records, 'b', 'There is no such admin')).toEqual({ _id: 'b', name: 'Second' })
  })

  it('fails as a 404 with the server words when the record is gone', () => {
    const failure = (() => {
      try {
        freshOne(records, 'c', 'There is no such admin')
      } catch (error) {
        return error
      }
    })()
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(404)
    expect((failure as ApiError).message).toBe('There is no such admin')
  })
})
