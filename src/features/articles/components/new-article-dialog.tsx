import { Controller } from 'react-hook-form'
import type { NewArticle } from '@/features/articles/api'
import { newArticleFormSchema } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { NameDialog } from '@/shared/ui/name-dialog'
import { CoverField } from './cover-field'

type NewArticleDialogProps = {
  /** The Modal's `opened` (the articles list mounts it in a DialogSlot). */
  opened: boolean
  blockId: string
  /** Creates the article; a rejection's message shows in an alert dialog and the dialog keeps what was typed. */
  onSubmit: (input: NewArticle) => Promise<unknown>
  onClose: () => void
}

/**
 * Spec section 2 "New article": the shared name dialog (name of at least 2) with a png or jpeg cover, previewed once
 * chosen. The name and the chosen cover are kept as a draft of the block's new article, offered back at the next opening.
 */
export function NewArticleDialog({ opened, blockId, onSubmit, onClose }: NewArticleDialogProps) {
  return (
    <NameDialog
      opened={opened}
      title={articlesText.newArticleTitle}
      schema={newArticleFormSchema}
      defaults={{ name: '', cover: null }}
      submitLabel={articlesText.create}
      extra={{
        labels: { cover: articlesText.coverLabel },
        render: (control) => (
          <Controller
            control={control}
            name="cover"
            render={({ field, fieldState }) => (
              <CoverField
                id="new-article-cover"
                label={articlesText.coverLabel}
                file={field.value}
                alt={articlesText.coverPreview}
                onChange={field.onChange}
                problem={fieldState.error?.message ?? null}
              />
            )}
          />
        ),
      }}
      // What is typed, the chosen cover too, is kept on this device per block until the article is created or cancelled.
      draft={{ kind: 'article-new', id: `block:${blockId}` }}
      onSubmit={({ name, cover }) => onSubmit({ name, article_block_id: blockId, image: cover })}
      onClose={onClose}
    />
  )
}
