import { createFileRoute } from '@tanstack/react-router'
import { requireFeature } from '../../../shared/auth/guard'
import { ru } from '../../../shared/i18n/ru'
import { PageFrame } from '../../../shared/ui/page-frame'

export const Route = createFileRoute('/_authed/events/single-view')({
  beforeLoad: requireFeature('events'),
  component: () => <PageFrame title={ru.pages.eventSingle} />,
})
