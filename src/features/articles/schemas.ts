import * as z from 'zod/mini'
import { objectIdSchema } from '@/shared/api/common-schemas'
import { articlesText } from '@/shared/i18n/articles'
import { catalogueNameSchema } from '@/shared/lib/name-rules'
import { LIMITS, PHOTO_MIME_TYPES } from '@/shared/limits'

/** Spec section 3: a sort value is a string or a number (null once emptied). */
const sortSchema = z.nullish(z.union([z.string(), z.number()]))

/** Spec section 3 "Article block" (the spec's "category" of articles). */
export const articleBlockSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.pipe(
    sortSchema,
    z.transform((sort: string | number | null | undefined) => sort ?? null),
  ),
  country_id: z.string(),
})
export type ArticleBlock = z.infer<typeof articleBlockSchema>

/** Spec section 3 "Article". */
export const articleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.pipe(
    sortSchema,
    z.transform((sort: string | number | null | undefined) => sort ?? null),
  ),
  photo_url: z.pipe(
    z.nullish(z.string()),
    z.transform((url: string | null | undefined) => url ?? ''),
  ),
  article_block_id: z.string(),
  inner_html: z.pipe(
    z.nullish(z.string()),
    z.transform((html: string | null | undefined) => html ?? ''),
  ),
  is_visible: z.boolean(),
  updatedAt: z.nullish(z.string()),
})
export type Article = z.infer<typeof articleSchema>

export const articleBlocksResponseSchema = z.object({ articleBlocks: z.array(articleBlockSchema) })
export const articleBlockResponseSchema = z.object({ articleBlock: articleBlockSchema })
export const articlesResponseSchema = z.object({ articles: z.array(articleSchema) })
export const articleResponseSchema = z.object({ article: articleSchema })
export type ArticleBlocksResponse = z.infer<typeof articleBlocksResponseSchema>
export type ArticlesResponse = z.infer<typeof articlesResponseSchema>

/** Spec section 5: an article block's name has at least 2 characters (the new block and rename dialogs). */
export const articleBlockFormSchema = z.object({ name: catalogueNameSchema })

/**
 * Spec section 5, a new article: a name of at least 2, and a cover — a chosen file (the choose-a-file message without
 * one), png or jpeg.
 */
export const newArticleFormSchema = z.object({
  name: catalogueNameSchema,
  cover: z.pipe(z.nullable(z.file()), z.file(articlesText.chooseFile).check(z.mime([...PHOTO_MIME_TYPES], articlesText.coverType))),
})
export type NewArticleFormValues = z.input<typeof newArticleFormSchema>

/** Spec section 5: on edit the check is stricter and rejects names of 2 characters or fewer. */
export function articleEditNameProblem(name: string): string | null {
  return name.trim().length < LIMITS.articleEditNameMin ? articlesText.editNameMin : null
}

/** Spec section 5: a new article needs a png or jpeg cover (else the choose-a-file message). */
export function coverProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? articlesText.chooseFile : null
  return (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ? null : articlesText.coverType
}

/** /articles search params: the selected block and the open article (reload and Back restore them). */
export const articlesSearchSchema = z.object({
  block: z.catch(z.optional(objectIdSchema), undefined),
  article: z.catch(z.optional(objectIdSchema), undefined),
  /** The open article is being edited (a reload restores the editor with its draft). */
  edit: z.catch(z.optional(z.boolean()), undefined),
})
export type ArticlesSearch = z.infer<typeof articlesSearchSchema>
