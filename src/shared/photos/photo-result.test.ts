import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { photosText } from '@/shared/i18n/ru'
import { photoResult } from './photo-result'

describe('photo editing outcomes (spec sections 5 and 8)', () => {
  it('a failure is "Error" with the server message, else "Server error"', () => {
    expect(photoResult.failure(new ApiError('http', 'Disk is full', { status: 500, serverMessage: 'Disk is full' }))).toEqual({
      kind: 'error',
      message: 'Error: Disk is full',
    })
    expect(photoResult.failure(new ApiError('http', 'Unknown server error', { status: 500 }))).toEqual({
      kind: 'error',
      message: 'Error: Server error',
    })
    expect(photoResult.failure(new Error('boom'))).toEqual({ kind: 'error', message: 'Error: Server error' })
  })

  it('success texts count the saved photos; the minimum and maximum messages carry their numbers', () => {
    expect(photoResult.saved(3)).toEqual({ kind: 'success', message: '3 фото успешно сохранилось!' })
    expect(photoResult.deleted()).toEqual({ kind: 'success', message: 'Фото успешно удалилось!' })
    expect(photoResult.minimum(1)?.message).toBe('Минимальное количество фото на карусели: 1')
    const tooMany = photoResult.tooMany(12, 5, 3, 15)
    expect(tooMany?.kind).toBe('error')
    expect(tooMany?.message).toBe(`Максимальное количество фото на карусели: 15\n${photosText.tooMany(12, 5, 3)}`)
  })
})
