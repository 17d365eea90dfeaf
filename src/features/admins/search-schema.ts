import * as z from 'zod/mini'
import { listSearchSchema } from '@/shared/lib/list-search'

// Kept apart from schemas.ts: the route's search validation loads with the route tree on every screen.
/** /admins search params: q, page, per_page (no status filter for administrators). */
export const adminsSearchSchema = z.omit(listSearchSchema, { status: true })
export type AdminsSearch = z.output<typeof adminsSearchSchema>
