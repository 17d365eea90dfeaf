import { createFileRoute, redirect } from '@tanstack/react-router'

/** The nav links to /events/view; the bare section path goes there too. */
export const Route = createFileRoute('/_authed/events/')({
  beforeLoad: () => {
    throw redirect({ to: '/events/view', replace: true })
  },
})
