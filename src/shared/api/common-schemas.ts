import { z } from 'zod'

/** Ids are 24-character lowercase hex strings (api-contract "Envelope and errors"). */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/)
export const isoDateSchema = z.string()

export const photoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  preview_url: z.string(),
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})
export type Photo = z.infer<typeof photoSchema>

export const okSchema = z.object({})
