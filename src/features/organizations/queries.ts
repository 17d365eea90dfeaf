import { entryQueries } from '@/shared/entries/entry-queries'
import { organizationApi } from './api'

/** The organizations' query keys, generic to specific: ['organizations', 'list' | 'totals' | 'detail' | 'search', …]. */
export const organizationQueries = entryQueries(organizationApi)
