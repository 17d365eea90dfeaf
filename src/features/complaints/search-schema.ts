import * as z from 'zod/mini'
import { COMPLAINT_KINDS } from './complaint-kinds'

/** Search params of /reports: the open tab. */
export const complaintsSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(COMPLAINT_KINDS), 'review'), 'review'),
})
export type ComplaintsSearch = z.infer<typeof complaintsSearchSchema>
