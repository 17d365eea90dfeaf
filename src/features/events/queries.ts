import { entryQueries } from '@/shared/entries/entry-queries'
import { eventApi } from './api'

/** The events' query keys, generic to specific: ['events', 'list' | 'totals' | 'detail' | 'search', …]. */
export const eventQueries = entryQueries(eventApi)
