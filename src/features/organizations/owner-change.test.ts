import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { organizationsText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { ownerChangeErrorText, ownerIdProblem } from './owner-change'

describe('ownerIdProblem (spec section 5: owner change requires the id; owner id 24 characters)', () => {
  it('asks for the id when it is empty', () => {
    expect(ownerIdProblem('   ')).toBe(organizationsText.newOwnerRequired)
  })

  it('gives "wrong user ID format (24 characters)" for any other length', () => {
    expect(ownerIdProblem('123')).toBe('wrong user ID format (24 characters)')
    expect(ownerIdProblem('0'.repeat(25))).toBe('wrong user ID format (24 characters)')
  })

  it('accepts 24 characters, spaces around them trimmed', () => {
    expect(ownerIdProblem(` ${'a'.repeat(24)} `)).toBeNull()
  })
})

describe('ownerChangeErrorText (spec section 8 "Owner change")', () => {
  const fromServer = (message: string) => new ApiError('http', message, { status: 400, serverMessage: message })

  it('shows "Этот пользователь забанен" for "This user is banned"', () => {
    expect(ownerChangeErrorText(fromServer('This user is banned'))).toBe('Этот пользователь забанен')
  })

  it('shows "Этот пользователь не подтверждён" for "This user is not confirmed"', () => {
    expect(ownerChangeErrorText(fromServer('This user is not confirmed'))).toBe('Этот пользователь не подтверждён')
  })

  it('shows "Такого пользователя не существует" for anything else', () => {
    expect(ownerChangeErrorText(fromServer('There is no such user'))).toBe('Такого пользователя не существует')
    expect(ownerChangeErrorText(new ApiError('network', ru.errors.noResponse))).toBe('Такого пользователя не существует')
    expect(ownerChangeErrorText(new Error('boom'))).toBe('Такого пользователя не существует')
  })
})
