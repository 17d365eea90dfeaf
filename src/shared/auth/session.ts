import { useSyncExternalStore } from 'react'
import type { Country } from '@/shared/api/common-schemas'
import { profileSchema, type Profile } from './schemas'
import { checkToken } from './token'

/** Spec section 3 "Locally stored": token, profile, selected system country. */
export const SESSION_KEYS = {
  token: 'console.token',
  profile: 'console.profile',
  systemCountry: 'console.systemCountry',
} as const

/**
 * The e-mail the admin signed in with, kept for this tab only (sessionStorage, not one of the
 * stored keys of spec section 3): the sign-in dialog after an expired session offers it again.
 */
export const SIGN_IN_EMAIL_KEY = 'console.signInEmail'

export type SessionSnapshot = {
  token: string | null
  profile: Profile | null
  /** The chosen country id as stored; see `systemCountryOf` for the effective one. */
  chosenCountryId: string | null
}

const storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage
const tabStorage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage

function readProfile(): Profile | null {
  const raw = storage?.getItem(SESSION_KEYS.profile)
  if (!raw) return null
  try {
    const parsed = profileSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function restore(): SessionSnapshot {
  return {
    token: storage?.getItem(SESSION_KEYS.token) ?? null,
    profile: readProfile(),
    chosenCountryId: storage?.getItem(SESSION_KEYS.systemCountry) ?? null,
  }
}

let snapshot: SessionSnapshot = restore()
/** Where a server's 401 ended the session: /login offers the way back there. */
let endedAt: string | undefined
const listeners = new Set<() => void>()

function write(key: string, value: string | null) {
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

function emit(next: SessionSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

export const session = {
  get: (): SessionSnapshot => snapshot,
  token: (): string | null => snapshot.token,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Login success: stores the token and profile (and, for this tab, the e-mail signed in with). */
  start: (token: string, profile: Profile, email?: string) => {
    endedAt = undefined
    if (email !== undefined) tabStorage?.setItem(SIGN_IN_EMAIL_KEY, email)
    write(SESSION_KEYS.token, token)
    write(SESSION_KEYS.profile, JSON.stringify(profile))
    emit({ ...snapshot, token, profile })
  },
  /** A re-fetched profile equal to the one held changes nothing: the screens that read it do not render again. */
  setProfile: (profile: Profile) => {
    const stored = JSON.stringify(profile)
    if (snapshot.profile && stored === JSON.stringify(snapshot.profile)) return
    write(SESSION_KEYS.profile, stored)
    emit({ ...snapshot, profile })
  },
  chooseCountry: (countryId: string) => {
    write(SESSION_KEYS.systemCountry, countryId)
    emit({ ...snapshot, chosenCountryId: countryId })
  },
  /** The e-mail this tab signed in with, when it did. */
  email: (): string | null => tabStorage?.getItem(SIGN_IN_EMAIL_KEY) ?? null,
  /**
   * A 401 on a save (spec section 4: "A 401 response clears the stored token"): the token goes,
   * the profile and system country stay so that the screen under the sign-in dialog is unchanged.
   */
  dropToken: () => {
    write(SESSION_KEYS.token, null)
    emit({ ...snapshot, token: null })
  },
  /**
   * Logout and 401: clears the stored token, profile and system country. `returnTo`: the screen a
   * read's 401 ended the session on, for /login's way back.
   */
  clear: (returnTo?: string) => {
    endedAt = returnTo
    tabStorage?.removeItem(SIGN_IN_EMAIL_KEY)
    write(SESSION_KEYS.token, null)
    write(SESSION_KEYS.profile, null)
    write(SESSION_KEYS.systemCountry, null)
    emit({ token: null, profile: null, chosenCountryId: null })
  },
  /** The screen a 401 ended the session on, when one did. */
  endedAt: (): string | undefined => endedAt,
  /** Re-reads localStorage (another tab logged in or out). */
  reload: () => {
    emit(restore())
  },
  isValid: (now?: number): boolean => {
    return checkToken(snapshot.token, now) === 'valid'
  },
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) session.reload()
  })
}

/** Whose things this browser keeps (a form's drafts): the admin's _id, or 'root' for the one root account, which has none. */
export function deviceOwnerOf(profile: Profile | null): string | null {
  return profile?._id ?? (profile?.isRoot ? 'root' : null)
}

/**
 * Spec section 4 "System country": the complaint-viewing countries if any, otherwise the
 * info-editing ones, sorted by name.
 */
export function allocatedCountries(profile: Profile | null): Country[] {
  if (!profile || profile.isRoot) return []
  const source = profile.view_complains_countries.length > 0 ? profile.view_complains_countries : profile.change_info_countries
  return [...source].sort((a, b) => a.name.localeCompare(b.name, 'ru'))
}

/** The chosen country if it is still allocated, else the first one. */
export function systemCountryOf(profile: Profile | null, chosenCountryId: string | null): Country | null {
  const countries = allocatedCountries(profile)
  return countries.find((country) => country._id === chosenCountryId) ?? countries[0] ?? null
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}

export function useSystemCountry(): { countries: Country[]; current: Country | null; choose: (id: string) => void } {
  const { profile, chosenCountryId } = useSession()
  return {
    countries: allocatedCountries(profile),
    current: systemCountryOf(profile, chosenCountryId),
    choose: session.chooseCountry,
  }
}
