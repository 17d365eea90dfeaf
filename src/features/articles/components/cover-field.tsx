import { FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { articlesText } from '@/shared/i18n/articles'
import { acceptOf, sortPhotoFiles } from '@/shared/photos/photo-files'
import { PhotoIntake } from '@/shared/photos/photo-intake'
import { refusalOf } from '@/shared/photos/photo-picker'
import { ChosenPhoto } from '@/shared/photos/photo-previews'
import { SecondaryAction } from '@/shared/ui/actions'
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

/**
 * An article's cover (spec section 2): a png or jpeg file from the file dialog, a drop or a paste, previewed once chosen
 * as it will go up (prepared in the background), and its problem under it.
 */
export function CoverField({ id, label, file, savedUrl, alt, onChange, problem }: CoverFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const area = useRef<HTMLDivElement>(null)
  const choose = (chosen: File[]) => {
    const sorted = sortPhotoFiles(chosen)
    setRefusal(refusalOf(sorted, articlesText.coverType))
    if (sorted.accepted[0]) onChange(sorted.accepted[0])
  }
  return (
    <Stack gap={6} ref={area}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group gap="sm" align="center">
        {file ? (
          <ChosenPhoto file={file} kind="photo" alt={alt} h={90} w="auto" fit="contain" radius="sm" />
        ) : (
          savedUrl && <Image src={savedUrl} alt={alt} h={90} w="auto" fit="contain" radius="sm" />
        )}
        <FileButton accept={acceptOf('photo')} onChange={(chosen) => (chosen ? choose([chosen]) : onChange(null))}>
          {(props) => (
            <SecondaryAction {...props} aria-describedby={id}>
              {articlesText.chooseCover}
            </SecondaryAction>
          )}
        </FileButton>
        {file && <Text size="xs">{articlesText.coverChosen(file.name)}</Text>}
      </Group>
      {(refusal ?? problem) && <FieldError>{refusal ?? problem}</FieldError>}
      <PhotoIntake area={area} label={label} take={choose} />
    </Stack>
  )
}
