import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginPage } from '@/features/auth/components/login-page'
import { profileForRedirect } from '@/features/auth/queries'
import { homePathFor } from '@/shared/auth/nav'
import { isPathShaped } from '@/shared/lib/route-path'

const loginSearchSchema = z.object({
  /** Where to go back to after signing in: an in-app path (never `//host`); the login page keeps it only if a route has it. */
  redirect: z.catch(z.optional(z.string().check(z.refine(isPathShaped))), undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context }) => {
    const home = homePathFor(await profileForRedirect(context.queryClient))
    if (home) throw redirect({ to: home, replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: back } = Route.useSearch()
  return <LoginPage redirectTo={back} />
}
