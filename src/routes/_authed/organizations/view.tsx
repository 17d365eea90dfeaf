import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { organizationsList } from '@/features/organizations/components/organizations-list'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { listLoader, useListSearchChange } from '@/shared/lib/list-route'
import { entryListSearchSchema, type EntryListSearch } from '@/shared/lib/search-params'
import { EntryListPage } from '@/shared/ui/entry-list/entry-list-page'

const DEFAULTS = entryListSearchSchema.parse({})
const parse = (input: EntryListSearch) => entryListSearchSchema.parse(input)

export const Route = createFileRoute('/_authed/organizations/view')({
  beforeLoad: requireFeature('organizations'),
  validateSearch: entryListSearchSchema,
  // Default values stay out of the URL.
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: listLoader(organizationQueries.list),
  component: OrganizationsRoute,
})

function OrganizationsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const go = useCallback(
    (patch: Partial<EntryListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const onSearchChange = useListSearchChange(search, parse, organizationQueries.list, go)
  return <EntryListPage definition={organizationsList} search={search} onSearchChange={onSearchChange} />
}
