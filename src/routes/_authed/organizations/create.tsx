import { createFileRoute } from '@tanstack/react-router'
import { OrganizationFormPage } from '@/features/organizations/components/organization-form-page'
import { requireFeature } from '@/shared/auth/guard'

export const Route = createFileRoute('/_authed/organizations/create')({
  beforeLoad: requireFeature('organizations'),
  component: () => <OrganizationFormPage id={null} />,
})
