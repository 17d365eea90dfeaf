import { notifyManager, QueryClient } from '@tanstack/react-query'

// An answer renders in the task it arrives in, not after a timer that waits behind frames.
notifyManager.setScheduler(queueMicrotask)

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Failures show an error with a retry button instead of silent back-off.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
