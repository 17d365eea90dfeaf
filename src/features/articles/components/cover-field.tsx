import { FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { articlesText } from '@/shared/i18n/articles'
import { PHOTO_MIME_TYPES } from '@/shared/limits'
import { SecondaryAction } from '@/shared/ui/actions'
import { objectUrl } from '@/shared/ui/photo-picker'
import { FieldError } from '@/shared/ui/tones'

type CoverFieldProps = {
  /** The id of the field's label, which also describes the choose button. */
  id: string
  label: string
  /** The chosen file, not saved yet. */
  file: File | null
  /** The saved cover shown until a file is chosen (an edited article); none for a new one. */
  savedUrl?: string
  /** The alternative text of the image shown. */
  alt: string
  onChange: (file: File | null) => void
  problem: string | null
}

/** An article's cover (spec section 2): a png or jpeg file, previewed once chosen, and its problem under it. */
export function CoverField({ id, label, file, savedUrl, alt, onChange, problem }: CoverFieldProps) {
  const src = file ? objectUrl(file) : savedUrl
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group gap="sm" align="center">
        {src && <Image src={src} alt={alt} h={90} w="auto" fit="contain" radius="sm" />}
        <FileButton accept={PHOTO_MIME_TYPES.join(',')} onChange={onChange}>
          {(props) => (
            <SecondaryAction {...props} aria-describedby={id}>
              {articlesText.chooseCover}
            </SecondaryAction>
          )}
        </FileButton>
        {file && <Text size="xs">{articlesText.coverChosen(file.name)}</Text>}
      </Group>
      {problem && <FieldError>{problem}</FieldError>}
    </Stack>
  )
}
