import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { organizationsText } from '@/shared/i18n/organizations'
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

  it('shows "Такого пользователя не существует" for the server\'s "There is no such user"', () => {
    expect(ownerChangeErrorText(fromServer('There is no such user'))).toBe('Такого пользователя не существует')
  })

  it('shows the generic texts of section 8 for a failure that says nothing about the user', () => {
    expect(ownerChangeErrorText(new ApiError('http', 'Unknown server error', { status: 500 }))).toBe('Unknown server error')
    expect(ownerChangeErrorText(new ApiError('http', 'Boom', { status: 500, serverMessage: 'Boom' }))).toBe('Boom')
    expect(ownerChangeErrorText(new ApiError('network', 'No response from the server'))).toBe('No response from the server')
    expect(ownerChangeErrorText(new Error('boom'))).toBe('boom')
    expect(ownerChangeErrorText(undefined)).toBe('Неизвестная ошибка')
  })
})
