import * as z from 'zod/mini'
import { catalogueNameSchema } from '@/shared/lib/name-rules'

export const subCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.nullable(z.union([z.number(), z.string()])),
  organizations_count: z.number(),
  category_id: z.string(),
})
export type SubCategory = z.infer<typeof subCategorySchema>

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.nullable(z.union([z.number(), z.string()])),
  icon_path: z.nullable(z.string()),
  icon_pressed_path: z.nullable(z.string()),
  sub_categories: z.optional(z.array(subCategorySchema)),
})
export type Category = z.infer<typeof categorySchema>

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) })
export const onlineWorkingIdResponseSchema = z.object({ category_id: z.string() })

/** GET /admins/categories; POST, PUT name and PUT icon answer one category. */
export const adminCategoriesResponseSchema = z.object({ categories: z.array(categorySchema) })
export const categoryResponseSchema = z.object({ category: categorySchema })
/** GET /admins/sub-categories?category_id; POST and PUT name answer one sub-category. */
export const subCategoriesResponseSchema = z.object({ subCategories: z.array(subCategorySchema) })
export const subCategoryResponseSchema = z.object({ subCategory: subCategorySchema })

/** /categories search: the selected category (spec: "The selected category lives in the URL"). */
export const categoriesSearchSchema = z.object({
  category: z.catch(z.optional(z.string()), undefined),
})
export type CategoriesSearch = z.infer<typeof categoriesSearchSchema>

/** Spec section 5: a category or sub-category name has at least 2 characters (the create and rename dialogs). */
export const categoryNameFormSchema = z.object({ name: catalogueNameSchema })
