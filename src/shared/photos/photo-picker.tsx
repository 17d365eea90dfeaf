import { FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { photosText } from '@/shared/i18n/ru'
import { SecondaryAction } from '@/shared/ui/actions'
import { acceptOf, sortPhotoFiles, type SortedFiles } from './photo-files'
import { PhotoIntake } from './photo-intake'
import { PreparedPicture } from './photo-previews'
import { PhotoTile, PhotoTiles } from './photo-tiles'

type ChosenTilesProps = {
  files: readonly File[]
  /** Removes a chosen file; absent while they are being sent. */
  onRemove?: ((index: number) => void) | undefined
  /** The upload of these files, in percent, while it runs: each tile shows its part. */
  sendingPercent?: number | null | undefined
  label?: string | undefined
}

/** Chosen photos as tiles, each showing the photo as it will go up and its progress (PreparedPicture). */
export function ChosenTiles({ files, onRemove, sendingPercent, label }: ChosenTilesProps) {
  return (
    <PhotoTiles label={label}>
      {files.map((file, index) => (
        <PhotoTile
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          {...(onRemove ? { removeLabel: `${photosText.remove}: ${file.name}`, onRemove: () => onRemove(index) } : {})}
        >
          <PreparedPicture file={file} files={files} sendingPercent={sendingPercent} />
        </PhotoTile>
      ))}
    </PhotoTiles>
  )
}
/** What a picker says about a choice it refused files of (none: null): a HEIC file by its name, else the picker's rule. */
export function refusalOf({ heic, rejected }: SortedFiles, wrongType: string): string | null {
  return heic[0] ? photosText.heic(heic.map((file) => file.name).join(', ')) : rejected[0] ? wrongType : null
}

type PhotoPickerProps = {
  label: string
  files: File[]
  /** The chosen png/jpeg files; the caller puts them in front (new previews in front) and applies limits. */
  onAdd: (files: File[]) => void
  onRemove: (index: number) => void
  error?: string | undefined
  emptyText?: string
  disabled?: boolean
  /** The upload of the chosen files, in percent, while it runs: each preview shows its part. */
  sendingPercent?: number | null
}

/**
 * A multi-file png/jpeg picker with previews: files come from the file dialog, a drop or a paste (one path, so the
 * caller's limits apply to all three); each preview shows the photo as it will go up, prepared in the background.
 */
export function PhotoPicker({ label, files, onAdd, onRemove, error, emptyText, disabled = false, sendingPercent }: PhotoPickerProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const area = useRef<HTMLDivElement>(null)
  /** Where the removed photo stood: its button goes, so the focus moves to the photo now there, else the one before, else adding photos. */
  const removedAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const removes = area.current?.querySelectorAll<HTMLElement>(`button[aria-label^="${photosText.remove}:"]`) ?? []
    ;(removes[Math.min(index, removes.length - 1)] ?? area.current?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus()
  }, [files])
  const remove = (index: number) => {
    removedAt.current = index
    onRemove(index)
  }
  const choose = (chosen: File[]) => {
    const sorted = sortPhotoFiles(chosen)
    setRefusal(refusalOf(sorted, photosText.wrongType))
    if (sorted.accepted.length > 0) onAdd(sorted.accepted)
  }
  return (
    <Stack gap={6} ref={area}>
      <Group gap="sm">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <FileButton multiple accept={acceptOf('photo')} disabled={disabled} onChange={choose}>
          {(props) => (
            <SecondaryAction {...props} disabled={disabled}>
              {photosText.add}
            </SecondaryAction>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {photosText.hint}
        </Text>
      </Group>
      {refusal && <Input.Error>{refusal}</Input.Error>}
      {files.length === 0 ? (
        emptyText && <Text c="dimmed">{emptyText}</Text>
      ) : (
        <ChosenTiles files={files} onRemove={disabled ? undefined : remove} sendingPercent={sendingPercent} />
      )}
      {error && <Input.Error>{error}</Input.Error>}
      <PhotoIntake area={area} label={label} take={choose} disabled={disabled} />
    </Stack>
  )
}
