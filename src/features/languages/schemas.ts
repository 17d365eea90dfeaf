import * as z from 'zod/mini'

export const languageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  flag_url: z.string(),
})
export type Language = z.infer<typeof languageSchema>

export const languagesResponseSchema = z.object({ languages: z.array(languageSchema) })
