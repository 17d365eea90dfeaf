/** The article being edited (name, sort as typed, body): what its editor holds and a draft keeps. */
export type ArticleDraft = { name: string; sort: string; inner_html: string }
