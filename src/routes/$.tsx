import { createFileRoute } from '@tanstack/react-router'
import { profileForRedirect } from '@/features/auth/queries'
import { homeRedirect } from '@/shared/auth/guard'
import { session } from '@/shared/auth/session'

/** Unknown paths go where `/` goes. */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context }) => {
    throw homeRedirect(await profileForRedirect(context.queryClient), session.isValid())
  },
})
