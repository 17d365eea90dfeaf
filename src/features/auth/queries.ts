import { queryOptions } from '@tanstack/react-query'
import { session } from '../../shared/auth/session'
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
