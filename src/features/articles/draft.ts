import { draftStore, hasFields } from '@/shared/lib/drafts'

/** The article being edited (name, sort as typed, body): survives a reload until saved or cancelled. */
export type ArticleDraft = { name: string; sort: string; inner_html: string }

const isArticleDraft = (value: unknown): value is ArticleDraft => hasFields(value, { name: 'string', sort: 'string', inner_html: 'string' })

export const articleDrafts = draftStore('console.articleDraft', isArticleDraft)
