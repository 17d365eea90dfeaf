import type { NewArticle } from '@/features/articles/api'
import { coverProblem } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { NameModal, type ExtraField } from '@/shared/ui/name-modal'
import { CoverField } from './cover-field'

type NewArticleDialogProps = {
  /** The Modal's `opened` (the articles list mounts it in a DialogSlot). */
  opened: boolean
  blockId: string
  /** Creates the article; a rejection's message shows in an alert dialog and the modal keeps what was typed. */
  onSubmit: (input: NewArticle) => Promise<unknown>
  onClose: () => void
}

/** The cover under the name: a png or jpeg file (else the choose-a-file or type message), previewed once chosen. */
const coverField: ExtraField<File | null, File> = {
  initial: null,
  check: (file) => {
    const problem = coverProblem(file, true)
    return file && !problem ? { value: file } : { problem: problem ?? articlesText.chooseFile }
  },
  render: ({ value, onChange, problem }) => (
    <CoverField
      id="new-article-cover"
      label={articlesText.coverLabel}
      file={value}
      alt={articlesText.coverPreview}
      onChange={onChange}
      problem={problem}
    />
  ),
  label: articlesText.coverLabel,
}

/**
 * Spec section 2 "New article": the shared name modal (name of at least 2) with a png or jpeg cover.
 * The articles list loads it lazily. The name and the chosen cover are kept as a draft of the block's new article,
 * offered back at the next opening.
 */
export function NewArticleDialog({ opened, blockId, onSubmit, onClose }: NewArticleDialogProps) {
  return (
    <NameModal
      opened={opened}
      title={articlesText.newArticleTitle}
      submitLabel={articlesText.create}
      extra={coverField}
      // What is typed, the chosen cover too, is kept on this device per block until the article is created or cancelled.
      draft={{ kind: 'article-new', id: `block:${blockId}` }}
      onSubmit={(name, image) => onSubmit({ name, article_block_id: blockId, image })}
      onClose={onClose}
    />
  )
}
