/**
 * The editor bench's floor: the same article body in a bare CodeMirror with the markup editor's own
 * extensions (src/shared/markup/editor-setup.ts), nothing else on the page: no React, no form, no
 * preview. `?country=…&block=…&article=…` names the article (read from the same mock API as the
 * console), `&width=…` the editor's width in pixels (the console's, so that lines wrap alike).
 */
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { markupEditorExtensions } from '../../src/shared/markup/editor-setup'

type Article = { _id: string; inner_html: string }

const params = new URLSearchParams(location.search)
const root = document.getElementById('root')!
root.style.width = `${params.get('width') ?? '700'}px`

const token = localStorage.getItem('console.token') ?? ''
const query = new URLSearchParams({ country_id: params.get('country') ?? '', article_block_id: params.get('block') ?? '' })
const response = await fetch(`/api/admins/articles?${query.toString()}`, { headers: { Authorization: `Bearer ${token}` } })
const { articles } = (await response.json()) as { articles: Article[] }
const doc = articles.find((article) => article._id === params.get('article'))?.inner_html ?? ''
new EditorView({ parent: root, state: EditorState.create({ doc, extensions: markupEditorExtensions('floor') }) })
