/**
 * The text of an article being edited survives an accidental reload of the tab (spec: "until it is
 * saved or cancelled"): kept in sessionStorage, keyed by country and article, dropped on save,
 * cancel or leaving the editor.
 */
export type ArticleDraft = { name: string; sort: string; inner_html: string }

const PREFIX = 'console.articleDraft'
const keyOf = (countryId: string, articleId: string) => `${PREFIX}.${countryId}.${articleId}`

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function isDraft(value: unknown): value is ArticleDraft {
  if (!value || typeof value !== 'object') return false
  const draft = value as Record<string, unknown>
  return typeof draft.name === 'string' && typeof draft.sort === 'string' && typeof draft.inner_html === 'string'
}

export const articleDrafts = {
  read(countryId: string, articleId: string): ArticleDraft | null {
    const raw = storage()?.getItem(keyOf(countryId, articleId))
    if (!raw) return null
    try {
      const parsed: unknown = JSON.parse(raw)
      return isDraft(parsed) ? parsed : null
    } catch {
      return null
    }
  },
  write(countryId: string, articleId: string, draft: ArticleDraft) {
    try {
      storage()?.setItem(keyOf(countryId, articleId), JSON.stringify(draft))
    } catch {
      // A full or refused storage only loses the reload safety net, never the typed text.
    }
  },
  clear(countryId: string, articleId: string) {
    storage()?.removeItem(keyOf(countryId, articleId))
  },
}
