import { FileButton, Group, Image, Input, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { citiesText } from '@/shared/i18n/cities'
import { photosText } from '@/shared/i18n/ru'
import { acceptOf, sortPhotoFiles } from '@/shared/photos/photo-files'
import { PhotoIntake } from '@/shared/photos/photo-intake'
import { ChosenPhoto } from '@/shared/photos/photo-previews'
import { staticUrl } from '@/shared/startup/env'
import { SecondaryAction } from '@/shared/ui/actions'

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

/**
 * A country flag: the preview and a button to choose (or replace it with) a png or jpeg file, which a drop or a paste
 * gives too (a HEIC file is refused by its name here). A flag keeps its size: only its metadata is dropped.
 */
export function FlagField({ currentUrl, file, onChoose, onRejected, error, label, disabled = false }: FlagFieldProps) {
  const [heic, setHeic] = useState<string | null>(null)
  const area = useRef<HTMLDivElement>(null)
  const choose = (chosen: File[]) => {
    const { accepted, heic: refused } = sortPhotoFiles(chosen.slice(0, 1), 'flag')
    setHeic(refused[0] ? photosText.heic(refused[0].name) : null)
    if (accepted[0]) onChoose(accepted[0])
    else if (!refused[0]) onRejected()
  }
  return (
    <Stack gap={6} ref={area}>
      <Text fw={500} size="sm">
        {citiesText.flag}
      </Text>
      <Group gap="sm" align="center">
        {file ? (
          <ChosenPhoto file={file} kind="flag" alt={citiesText.newFlagPreview} w={72} h={48} fit="cover" radius={2} />
        ) : (
          currentUrl && <Image src={staticUrl(currentUrl)} alt={label} w={72} h={48} fit="cover" radius={2} />
        )}
        <FileButton accept={acceptOf('flag')} disabled={disabled} onChange={(chosen) => chosen && choose([chosen])}>
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
      {(heic ?? error) && <Input.Error>{heic ?? error}</Input.Error>}
      <PhotoIntake area={area} label={label} take={choose} disabled={disabled} />
    </Stack>
  )
}
