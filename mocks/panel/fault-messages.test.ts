import { describe, expect, it } from 'vitest'
import { defaultFaultMessage } from './fault-messages'

describe("the mock panel's default fault messages (spec section 8)", () => {
  it('names the catalogue message of a known call and status', () => {
    expect(defaultFaultMessage('POST', '/api/admins/login', 404)).toBe('There is no such admin')
    expect(defaultFaultMessage('POST', '/api/admins/login', 400)).toBe('Wrong password')
    expect(defaultFaultMessage('GET', '/api/admins/complaints', 500)).toBe('Error fetching complaints')
    expect(defaultFaultMessage('GET', '/api/admins/complaints/count', 500)).toBe('Error fetching complaints count')
    expect(defaultFaultMessage('DELETE', '/api/admins/countries/*', 400)).toBe('There are organizations in this country')
    expect(defaultFaultMessage('DELETE', '/api/admins/cities/*', 400)).toBe('There are organizations in this city')
    expect(defaultFaultMessage('PUT', '/api/admins/categories/*/name', 400)).toBe('Name length minimum 2')
  })

  it('falls back to a message per status', () => {
    expect(defaultFaultMessage('GET', '/api/admins/users', 500)).toBe('Unknown server error')
    expect(defaultFaultMessage('GET', '/api/admins/users', 403)).toBe('Forbidden')
    expect(defaultFaultMessage('GET', '/api/admins/complaints', 404)).toBe('Not found')
  })
})
