import { createFileRoute } from '@tanstack/react-router'
import { requireFeature } from '../../shared/auth/guard'
import { ru } from '../../shared/i18n/ru'
import { PageFrame } from '../../shared/ui/page-frame'

export const Route = createFileRoute('/_authed/articles')({
  beforeLoad: requireFeature('articles'),
  component: () => <PageFrame title={ru.pages.articles} />,
})
