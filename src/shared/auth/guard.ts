import { redirect } from '@tanstack/react-router'
import type { Country } from '@/shared/api/common-schemas'
import { homePathFor } from './nav'
import { can, type Action, type Feature } from './permissions'
import type { Profile } from './schemas'

/**
 * A route's beforeLoad guard: an admin who may not open `feature` goes to the first permitted
 * screen, or to /login when there is none. Hiding the nav link is not enough.
 */
export function requireFeature(feature: Feature) {
  return ({ context }: { context: { profile: Profile } }) => {
    if (!can(context.profile, `open:${feature}`)) {
      throw redirect({ to: homePathFor(context.profile) ?? '/login', replace: true })
    }
  }
}

/** Where `/` and unknown paths go: the first permitted screen, or /login without access. */
export function homeRedirect(profile: Profile | null, sessionValid: boolean) {
  const to = sessionValid ? (homePathFor(profile) ?? '/login') : '/login'
  return redirect({ to, replace: true })
}

/**
 * The system country's id when the admin holds the country-scoped right `action` there (spec
 * section 6: view complaints, edit information), else null: the screens of those rights show the
 * system country's data, or say that there is none.
 */
export function systemCountryWith(
  context: { profile: Profile; systemCountry: Country | null },
  action: Extract<Action, 'complaints:view' | 'info:edit'>,
): string | null {
  const { profile, systemCountry } = context
  return systemCountry && can(profile, action, { countryId: systemCountry._id }) ? systemCountry._id : null
}
