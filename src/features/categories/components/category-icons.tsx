import { FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { useUploadCategoryIcon } from '@/features/categories/mutations'
import type { Category } from '@/features/categories/schemas'
import { errorText } from '@/shared/api/client'
import { categoriesText } from '@/shared/i18n/categories'
import { photosText } from '@/shared/i18n/ru'
import { acceptOf, sortPhotoFiles } from '@/shared/photos/photo-files'
import { PhotoIntake } from '@/shared/photos/photo-intake'
import { staticUrl } from '@/shared/startup/env'
import { SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import classes from './categories.module.css'

type IconSlotProps = { category: Category; pressed: boolean }

/**
 * One icon of the category: shown, and replaced by a png file only (spec section 5) from the file dialog, a drop on its
 * zone or a paste while it holds the focus; the new one shows at once. An icon keeps its pixels and size.
 */
function IconSlot({ category, pressed }: IconSlotProps) {
  const upload = useUploadCategoryIcon()
  const [problem, setProblem] = useState<string | null>(null)
  const resetRef = useRef<() => void>(null)
  const kind = pressed ? categoriesText.iconPressed : categoriesText.icon
  const path = pressed ? category.icon_pressed_path : category.icon_path

  const area = useRef<HTMLDivElement>(null)
  const choose = (chosen: File[]) => {
    resetRef.current?.()
    const { accepted, heic } = sortPhotoFiles(chosen.slice(0, 1), 'icon')
    const file = accepted[0]
    upload.reset()
    if (!file) {
      setProblem(heic[0] ? photosText.heic(heic[0].name) : categoriesText.iconPngOnly)
      return
    }
    setProblem(null)
    upload.mutate({ categoryId: category._id, file, pressed })
  }

  const failure = problem ?? (upload.isError ? errorText(upload.error) : null)
  return (
    <Paper withBorder p="sm" radius="sm" ref={area}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {kind}
        </Text>
        <Group gap="md" wrap="nowrap">
          {path ? (
            <Image
              src={staticUrl(path)}
              alt={categoriesText.iconAlt(kind, category.name)}
              w={64}
              h={64}
              fit="contain"
              radius="sm"
              className={pressed ? classes.iconPressed : classes.iconPreview}
            />
          ) : (
            <Text size="sm" c="dimmed" w={64}>
              {categoriesText.noIcon}
            </Text>
          )}
          <FileButton onChange={(file) => file && choose([file])} accept={acceptOf('icon')} resetRef={resetRef}>
            {(props) => (
              <SecondaryAction {...props} loading={upload.isPending} aria-label={categoriesText.replaceIconFor(kind)}>
                {categoriesText.replaceIcon}
              </SecondaryAction>
            )}
          </FileButton>
        </Group>
        {failure && (
          <Notice tone="bad" role="alert">
            {failure}
          </Notice>
        )}
      </Stack>
      <PhotoIntake area={area} label={`${kind}: ${category.name}`} take={choose} />
    </Paper>
  )
}

/** The third column: the normal and the pressed icon of the selected category. */
export function CategoryIcons({ category }: { category: Category }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="category-icons-title">
      <Title order={2} size="h4" id="category-icons-title">
        {categoriesText.iconsOf(category.name)}
      </Title>
      <IconSlot category={category} pressed={false} />
      <IconSlot category={category} pressed />
    </Stack>
  )
}
