import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { currentOf, isAlreadyHandled, nextAfter, queueView, stepFrom, subjectHref } from './queue'
import type { Complaint } from './schemas'

const ids = ['a', 'b', 'c']
const item = (_id: string) => ({ _id })

describe('the complaints queue', () => {
  it('↓ and ↑ move to the next and the previous complaint and stay at either end; the first key starts at the first', () => {
    expect(stepFrom(ids, 'a', 1)).toBe('b')
    expect(stepFrom(ids, 'c', 1)).toBe('c')
    expect(stepFrom(ids, 'b', -1)).toBe('a')
    expect(stepFrom(ids, 'a', -1)).toBe('a')
    expect(stepFrom(ids, null, 1)).toBe('a')
    expect(stepFrom([], null, 1)).toBeNull()
  })

  it('after an answer the next complaint takes the focus; after the last one the one before it; none when the queue is empty', () => {
    expect(nextAfter(ids, 'a')).toBe('b')
    expect(nextAfter(ids, 'b')).toBe('c')
    expect(nextAfter(ids, 'c')).toBe('b')
    expect(nextAfter(['a'], 'a')).toBeNull()
  })

  it('a current complaint that left under the moderator (answered elsewhere) hands the focus to the one now at its place', () => {
    expect(currentOf(ids, 'b', 1)).toBe('b')
    expect(currentOf(['a', 'c'], 'b', 1)).toBe('c')
    expect(currentOf(['a'], 'c', 2)).toBe('a')
    expect(currentOf([], 'a', 0)).toBeNull()
    expect(currentOf(ids, null, 0)).toBe('a')
  })

  it('complaints that came in since are announced, not pushed into the list; answered ones leave at once', () => {
    const list = ['new', 'a', 'b', 'c'].map(item)
    expect(queueView(list, new Set(ids), new Set(['b']))).toEqual({ shown: [item('a'), item('c')], fresh: 1 })
    // Before the first look every complaint is shown.
    expect(queueView(list, null, new Set()).shown).toHaveLength(4)
  })

  it('an answer refused because the complaint is gone (404, 409, "already answered") is a colleague’s; others are failures', () => {
    expect(isAlreadyHandled(new ApiError('http', 'There is no such complaint', { status: 404 }))).toBe(true)
    expect(isAlreadyHandled(new ApiError('http', 'x', { status: 409 }))).toBe(true)
    const answered = 'The complaint is already answered'
    expect(isAlreadyHandled(new ApiError('http', answered, { status: 400, serverMessage: answered }))).toBe(true)
    expect(isAlreadyHandled(new ApiError('http', 'Server error', { status: 500 }))).toBe(false)
    expect(isAlreadyHandled(new ApiError('network', 'No response from the server'))).toBe(false)
  })

  it('Enter opens what the complaint is about: the organization, the event, the articles; a review or photo its organization', () => {
    const base = { _id: 'x', type: 'wrong' as const, text: '', photos: [], createdAt: '' }
    const org = { ...base, subject: { _id: 'o1', name: 'Cafe', carousel_photos: [] } } as Complaint
    expect(subjectHref('organization', org)).toBe('/organizations/single-view?id=o1')
    expect(subjectHref('itIsMyOrganization', org)).toBe('/organizations/single-view?id=o1')
    expect(subjectHref('event', org)).toBe('/events/single-view?id=o1')
    const review = { ...base, subject: { rating: 1, photos: [], organization: { _id: 'o2' } } } as Complaint
    expect(subjectHref('review', review)).toBe('/organizations/single-view?id=o2')
    expect(subjectHref('article', { ...base, subject: { name: 'Article' } })).toBe('/articles')
    expect(subjectHref('event', { ...base, subject: null })).toBeNull()
  })
})
