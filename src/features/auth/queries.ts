import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Profile } from '@/shared/auth/schemas'
import { session } from '@/shared/auth/session'
import { fetchProfile } from './api'

export const authQueries = {
  all: () => ['auth'] as const,
  /** The profile, seeded from localStorage and re-fetched in the background on start. */
  profile: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'profile'] as const,
      queryFn: async ({ signal }) => {
        const profile = await fetchProfile(signal)
        session.setProfile(profile)
        return profile
      },
      initialData: () => session.get().profile ?? undefined,
      initialDataUpdatedAt: 0,
      staleTime: 5 * 60_000,
    }),
}

/**
 * The profile that decides the first screen (`/`, unknown paths, /login): the stored one, else
 * fetched when only a token is stored. Null without a valid session or when the fetch fails (the
 * login form then shows instead of an error page).
 */
export async function profileForRedirect(queryClient: QueryClient): Promise<Profile | null> {
  if (!session.isValid()) return null
  return session.get().profile ?? (await queryClient.ensureQueryData(authQueries.profile()).catch(() => null))
}
