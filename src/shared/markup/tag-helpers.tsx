import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core'
import { memo } from 'react'
import { markupText } from '@/shared/i18n/markup'
import { RowAction } from '@/shared/ui/actions'
import { CopyButton } from '@/shared/ui/copy-button'
import { MARKUP_SNIPPETS, type MarkupSnippet } from './markup-snippets'

type TagHelpersProps = {
  /** Inserts the snippet at the editor's cursor. */
  onInsert: (snippet: MarkupSnippet) => void
  /** Where the image helper sends the admin for a photo's tag. */
  galleryHref?: string
}

/**
 * Spec section 2 "Edit mode": a helper per tag. Each copies its snippet to the clipboard (with the
 * 1200 ms 'copied' feedback) or inserts it at the cursor; the image helper also opens the gallery
 * in a new tab, where a photo's tag is copied. Memoized: the editor's form re-renders as the text
 * follows the typing, the helpers never change.
 */
export const TagHelpers = memo(function TagHelpers({ onInsert, galleryHref = '/gallery' }: TagHelpersProps) {
  return (
    <section aria-label={markupText.helpersLabel}>
      {/* Columns by the width the helpers get (beside the editor it is narrow): each keeps its two actions whole. */}
      <SimpleGrid type="container" cols={{ base: 1, '250px': 2, '380px': 3, '510px': 4 }} spacing={6}>
        {MARKUP_SNIPPETS.map((snippet) => {
          const name = markupText.helpers[snippet.key]
          return (
            <Paper key={snippet.key} withBorder p={6} radius="sm">
              <Text size="xs" fw={500} mb={4}>
                {name}
              </Text>
              <Group gap={4}>
                <CopyButton value={snippet.text} label={markupText.copy(name)}>
                  {markupText.copyShort}
                </CopyButton>
                <RowAction aria-label={markupText.insert(name)} onClick={() => onInsert(snippet)}>
                  {markupText.insertShort}
                </RowAction>
                {snippet.key === 'image' && (
                  <Anchor href={galleryHref} target="_blank" rel="noopener noreferrer" size="xs" title={markupText.openGalleryHint}>
                    {markupText.openGallery}
                  </Anchor>
                )}
              </Group>
            </Paper>
          )
        })}
      </SimpleGrid>
    </section>
  )
})
