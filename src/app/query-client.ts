import { notifyManager, QueryClient } from '@tanstack/react-query'
import { sessionBoundMutations } from '@/shared/cache/session-writes'

// An answer renders in the task it arrives in, not after a timer that waits behind frames.
notifyManager.setScheduler(queueMicrotask)

export function createQueryClient() {
  return new QueryClient({
    // A write answered after its session ended stores nothing and tells no other tab.
    mutationCache: sessionBoundMutations(),
    defaultOptions: {
      queries: {
        // Failures show an error with a retry button instead of silent back-off.
        retry: false,
        // A failed load stays on screen with its retry until the person retries or a loader warms
        // the query again: a page mounting on the failure its loader just met shows it at once,
        // without a second request behind a spinner (shared/ui/query-state.tsx).
        retryOnMount: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline is said, not waited out: a load while the browser is offline is sent at once and
        // fails at once with its text and retry (React Query's default 'online' mode would pause it,
        // the spinner forever, and send it by itself later). Nothing is fetched again on its own when
        // the connection is back: the admin retries what failed (the shell's banner says it is back).
        networkMode: 'always',
        refetchOnReconnect: false,
      },
      // A save while offline fails at once with 'no connection' and its retry, and is never sent later by itself.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
