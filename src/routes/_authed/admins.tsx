import { createFileRoute } from '@tanstack/react-router'
import { requireFeature } from '../../shared/auth/guard'
import { ru } from '../../shared/i18n/ru'
import { PageFrame } from '../../shared/ui/page-frame'

export const Route = createFileRoute('/_authed/admins')({
  beforeLoad: requireFeature('admins'),
  component: () => <PageFrame title={ru.pages.admins} />,
})
