import { FileButton, Group, Image, Input, Stack, Text } from '@mantine/core'
import { staticUrl } from '@/shared/env'
import { citiesText } from '@/shared/i18n/cities'
import { PHOTO_MIME_TYPES } from '@/shared/limits'
import { SecondaryAction } from '@/shared/ui/actions'
import { objectUrl, splitPhotoFiles } from '@/shared/ui/photo-picker'

type FlagFieldProps = {
  /** The saved flag, if any. */
  currentUrl: string | null
  /** A chosen flag not saved yet: its preview replaces the saved one. */
  file: File | null
  /** A png or jpeg file was chosen. */
  onChoose: (file: File) => void
  /** Another type was chosen (spec section 5: a country flag is png or jpeg). */
  onRejected: () => void
  error?: string | null | undefined
  label: string
  disabled?: boolean
}

/** A country flag: the preview and a button to choose (or replace it with) a png or jpeg file. */
export function FlagField({ currentUrl, file, onChoose, onRejected, error, label, disabled = false }: FlagFieldProps) {
  const src = file ? objectUrl(file) : currentUrl ? staticUrl(currentUrl) : null
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {citiesText.flag}
      </Text>
      <Group gap="sm" align="center">
        {src && <Image src={src} alt={file ? citiesText.newFlagPreview : label} w={72} h={48} fit="cover" radius={2} />}
        <FileButton
          accept={PHOTO_MIME_TYPES.join(',')}
          disabled={disabled}
          onChange={(chosen) => {
            if (!chosen) return
            const { accepted } = splitPhotoFiles([chosen])
            if (accepted[0]) onChoose(accepted[0])
            else onRejected()
          }}
        >
          {(props) => (
            <SecondaryAction {...props} disabled={disabled}>
              {currentUrl || file ? citiesText.replaceFlag : citiesText.chooseFlag}
            </SecondaryAction>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {file ? file.name : citiesText.flagHint}
        </Text>
      </Group>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  )
}
