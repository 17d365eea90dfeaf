import * as z from 'zod/mini'

/** Ids are 24-character lowercase hex strings (api-contract "Envelope and errors"). */
export const objectIdSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/))
export const isoDateSchema = z.string()

export const photoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  preview_url: z.string(),
  title: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
})
export type Photo = z.infer<typeof photoSchema>

export const okSchema = z.object({})
