import { z } from 'zod'

export const subCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.union([z.number(), z.string()]).nullable(),
  organizations_count: z.number(),
  category_id: z.string(),
})
export type SubCategory = z.infer<typeof subCategorySchema>

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.union([z.number(), z.string()]).nullable(),
  icon_path: z.string().nullable(),
  icon_pressed_path: z.string().nullable(),
  sub_categories: z.array(subCategorySchema).optional(),
})
export type Category = z.infer<typeof categorySchema>

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) })
export const onlineWorkingIdResponseSchema = z.object({ category_id: z.string() })
