import { createFileRoute, redirect } from '@tanstack/react-router'

/** The nav links to /organizations/view; the bare section path goes there too. */
export const Route = createFileRoute('/_authed/organizations/')({
  beforeLoad: () => {
    throw redirect({ to: '/organizations/view', replace: true })
  },
})
