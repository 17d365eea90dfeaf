import { createFileRoute } from '@tanstack/react-router'
import { homeRedirect } from '../shared/auth/guard'
import { session } from '../shared/auth/session'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw homeRedirect(session.get().profile, session.isValid())
  },
})
