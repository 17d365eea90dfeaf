import { createFileRoute } from '@tanstack/react-router'
import { EventFormPage } from '@/features/events/components/event-form-page'
import { requireFeature } from '@/shared/auth/guard'

export const Route = createFileRoute('/_authed/events/create')({
  beforeLoad: requireFeature('events'),
  component: () => <EventFormPage id={null} />,
})
