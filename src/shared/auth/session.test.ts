import { act, renderHook } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { testAdmin, testCountry } from '@/test/profiles'
import { issueToken } from '../../../mocks/tokens'
import { allocatedCountries, otherTabChange, session, SESSION_KEYS, systemCountryOf, useSystemCountry } from './session'

const country = testCountry
const RU = country(5, 'Россия')
const KZ = country(3, 'Казахстан')
const KG = country(4, 'Кыргызстан')
const AM = country(1, 'Армения')

const admin = testAdmin

afterEach(() => {
  session.clear()
  localStorage.clear()
})

describe('system country (spec section 4 "System country")', () => {
  it('comes from the complaint-viewing countries when there are any, sorted by name', () => {
    const profile = admin({ complaints: [RU, KZ, KG], info: [AM] })
    expect(allocatedCountries(profile).map((c) => c.name)).toEqual(['Казахстан', 'Кыргызстан', 'Россия'])
  })

  it('falls back to the info-editing countries, sorted by name', () => {
    expect(allocatedCountries(admin({ info: [RU, AM] })).map((c) => c.name)).toEqual(['Армения', 'Россия'])
  })

  it('is empty without countries, for root and without a profile', () => {
    expect(allocatedCountries(admin())).toEqual([])
    expect(allocatedCountries({ ...admin({ info: [RU] }), isRoot: true, isAdmin: false })).toEqual([])
    expect(allocatedCountries(null)).toEqual([])
    expect(systemCountryOf(admin(), KZ._id)).toBeNull()
  })

  it("does not reorder the profile's own list", () => {
    const profile = admin({ complaints: [RU, KZ] })
    allocatedCountries(profile)
    expect(profile.view_complains_countries).toEqual([RU, KZ])
  })

  it('keeps the chosen country while it is allowed, else takes the first one', () => {
    const profile = admin({ complaints: [RU, KZ, KG] })
    expect(systemCountryOf(profile, RU._id)).toEqual(RU)
    expect(systemCountryOf(profile, KG._id)).toEqual(KG)
    expect(systemCountryOf(profile, AM._id)).toEqual(KZ)
    expect(systemCountryOf(profile, null)).toEqual(KZ)
  })

  it('useSystemCountry follows the choice and stores it', () => {
    session.start('token', admin({ complaints: [RU, KZ, KG] }))
    const { result } = renderHook(() => useSystemCountry())
    expect(result.current.countries.map((c) => c._id)).toEqual([KZ._id, KG._id, RU._id])
    expect(result.current.current).toEqual(KZ)
    act(() => result.current.choose(RU._id))
    expect(result.current.current).toEqual(RU)
    expect(localStorage.getItem(SESSION_KEYS.systemCountry)).toBe(RU._id)
  })
})

describe('session storage (spec section 3 "Locally stored", section 4 "Login", "Session")', () => {
  it('login stores the token and the profile; choosing a country stores it', () => {
    const profile = admin({ complaints: [KZ, KG] })
    session.start('the-token', profile)
    session.chooseCountry(KG._id)
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('the-token')
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.profile) ?? 'null')).toEqual(profile)
    expect(session.get()).toEqual({ token: 'the-token', profile, chosenCountryId: KG._id })
  })

  it('clear() (logout, 401) removes the three stored keys and empties the session', () => {
    session.start('the-token', admin({ complaints: [KZ] }))
    session.chooseCountry(KZ._id)
    localStorage.setItem('unrelated', 'stays')
    session.clear()
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('stays')
    expect(session.get()).toEqual({ token: null, profile: null, chosenCountryId: null })
    expect(session.isValid()).toBe(false)
  })

  it('restores the token, profile and country from localStorage', () => {
    const profile = admin({ info: [RU] })
    localStorage.setItem(SESSION_KEYS.token, 'stored-token')
    localStorage.setItem(SESSION_KEYS.profile, JSON.stringify(profile))
    localStorage.setItem(SESSION_KEYS.systemCountry, RU._id)
    session.reload()
    expect(session.get()).toEqual({ token: 'stored-token', profile, chosenCountryId: RU._id })
  })

  it('ignores a stored profile that is not valid JSON or not a profile', () => {
    localStorage.setItem(SESSION_KEYS.profile, '{not json')
    session.reload()
    expect(session.get().profile).toBeNull()
    localStorage.setItem(SESSION_KEYS.profile, JSON.stringify({ display_name: 42 }))
    session.reload()
    expect(session.get().profile).toBeNull()
  })

  it('setProfile (a re-fetched profile) replaces the stored profile and keeps the token', () => {
    session.start('the-token', admin())
    const fresh = { ...admin({ info: [RU] }), display_name: 'Новое имя' }
    session.setProfile(fresh)
    expect(session.get().token).toBe('the-token')
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.profile) ?? 'null')).toEqual(fresh)
  })

  it('a re-fetched profile equal to the held one keeps the same snapshot and notifies nobody', () => {
    session.start('the-token', admin({ info: [RU] }))
    const before = session.get()
    let calls = 0
    const stop = session.subscribe(() => (calls += 1))
    session.setProfile(structuredClone(admin({ info: [RU] })))
    expect(session.get()).toBe(before)
    expect(calls).toBe(0)
    session.setProfile({ ...admin({ info: [RU] }), display_name: 'Другое имя' })
    expect(session.get().profile?.display_name).toBe('Другое имя')
    expect(calls).toBe(1)
    stop()
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    let calls = 0
    const stop = session.subscribe(() => (calls += 1))
    session.start('t', admin())
    session.chooseCountry(KZ._id)
    stop()
    session.clear()
    expect(calls).toBe(2)
  })
})

describe("another tab's logout, account or country never unmounts a screen with unsaved changes", () => {
  const ANNA = 'ad0000000000000000000001'
  const tokenOf = (id: string) => issueToken({ type: 'admin', _id: id, exp: Math.floor(Date.now() / 1000) + 3600 })
  const anna = admin({ complaints: [KZ, KG] })
  const max = { ...anna, _id: 'ad0000000000000000000002', display_name: 'Max' }
  const snapshot = (token: string | null, profile = anna, chosenCountryId: string | null = KZ._id) => ({ token, profile, chosenCountryId })
  /** What another tab writes: the stored keys, then the storage event's re-read. */
  function otherTabStores(token: string | null, profile = anna, country: string | null = KZ._id) {
    for (const [key, value] of [
      [SESSION_KEYS.token, token],
      [SESSION_KEYS.profile, token ? JSON.stringify(profile) : null],
      [SESSION_KEYS.systemCountry, country],
    ] as const)
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    session.reload()
  }
  let dirty = false
  const stop = unsavedChanges.register({ dirty: () => dirty, ask: () => Promise.resolve(true), release: () => {} })
  afterEach(() => {
    dirty = false
  })
  afterAll(stop)

  it('tells a logout, another account, another country and a renewed token of the same admin apart', () => {
    const now = snapshot(tokenOf(ANNA))
    expect(otherTabChange(now, snapshot(null, anna, null))).toBe('loggedOut')
    expect(otherTabChange(now, snapshot(tokenOf(max._id), max))).toBe('otherAccount')
    // Written one key at a time: another account's profile beside this admin's token is another account already.
    expect(otherTabChange(now, snapshot(tokenOf(ANNA), max))).toBe('otherAccount')
    expect(otherTabChange(now, snapshot(tokenOf(ANNA), anna, KG._id))).toBe('country')
    expect(otherTabChange(now, snapshot(tokenOf(ANNA) + 'x'))).toBe('adopt')
    // A tab without a session takes whatever is stored.
    expect(otherTabChange({ token: null, profile: null, chosenCountryId: null }, now)).toBe('adopt')
  })

  it("a session's term lasts while the same admin holds it (a renewed or re-entered token), and ends at a logout or another account", () => {
    session.start(tokenOf(ANNA), anna)
    const annas = session.term()
    otherTabStores(tokenOf(ANNA) + 'renewed')
    session.dropToken()
    session.start(tokenOf(ANNA), anna)
    expect(session.term()).toBe(annas)
    otherTabStores(tokenOf(max._id), max)
    expect(session.term()).not.toBe(annas)
    expect(session.term().account).toBe(max._id)
    const maxs = session.term()
    session.clear()
    session.start(tokenOf(max._id), max)
    expect(session.term()).not.toBe(maxs)
  })

  it('with nothing unsaved the change is taken at once, as before', () => {
    session.start(tokenOf(ANNA), anna)
    session.chooseCountry(KZ._id)
    otherTabStores(null, anna, null)
    expect(session.get()).toEqual({ token: null, profile: null, chosenCountryId: null })
    expect(session.held()).toBeNull()
  })

  it('a logout elsewhere while this screen is dirty drops only the token here: the profile and country stay, the change is held', () => {
    session.start(tokenOf(ANNA), anna)
    session.chooseCountry(KZ._id)
    dirty = true
    otherTabStores(null, anna, null)
    expect(session.get()).toEqual({ token: null, profile: anna, chosenCountryId: KZ._id })
    expect(session.held()?.kind).toBe('loggedOut')
    // Taken once the admin chooses to (or nothing unsaved is left).
    session.takeHeld()
    expect(session.get()).toEqual({ token: null, profile: null, chosenCountryId: null })
  })

  it("another admin's sign-in elsewhere never puts that admin's token into this dirty tab", () => {
    session.start(tokenOf(ANNA), anna)
    dirty = true
    otherTabStores(tokenOf(max._id), max)
    expect(session.get().token).toBeNull()
    expect(session.get().profile).toEqual(anna)
    expect(session.held()?.kind).toBe('otherAccount')
    // Signing in again here as this tab's admin ends the hold.
    session.start(tokenOf(ANNA), anna)
    expect(session.held()).toBeNull()
  })

  it("a held tab whose token is refused, or whose session ends, leaves another admin's stored session alone", () => {
    session.start(tokenOf(ANNA), anna)
    session.chooseCountry(KZ._id)
    dirty = true
    otherTabStores(tokenOf(max._id), max, KG._id)
    const stored = () => Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))
    const maxSession = stored()
    session.dropToken()
    expect(stored()).toEqual(maxSession)
    session.clear()
    expect(stored()).toEqual(maxSession)
    expect(session.get()).toEqual({ token: null, profile: null, chosenCountryId: null })
  })

  it("this tab's own token is removed when refused, and its whole session at its end", () => {
    session.start(tokenOf(ANNA), anna)
    session.chooseCountry(KZ._id)
    session.dropToken()
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull()
    expect(localStorage.getItem(SESSION_KEYS.profile)).not.toBeNull()
    session.clear()
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull()
  })

  it('another country chosen elsewhere waits while this screen is dirty; a renewed token of the same admin is taken meanwhile', () => {
    session.start(tokenOf(ANNA), anna)
    session.chooseCountry(KZ._id)
    dirty = true
    otherTabStores(tokenOf(ANNA), anna, KG._id)
    expect(session.get().chosenCountryId).toBe(KZ._id)
    expect(session.held()?.kind).toBe('country')
    const renewed = tokenOf(ANNA) + 'renewed'
    otherTabStores(renewed, anna, KG._id)
    expect(session.get()).toEqual({ token: renewed, profile: anna, chosenCountryId: KZ._id })
    session.takeHeld()
    expect(session.get().chosenCountryId).toBe(KG._id)
  })
})
