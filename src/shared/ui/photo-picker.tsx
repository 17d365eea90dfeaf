import { FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { photosText } from '@/shared/i18n/ru'
import { PHOTO_MIME_TYPES } from '@/shared/limits'
import { SecondaryAction } from './actions'
import { PhotoTile, PhotoTiles } from './photo-tiles'

/** Keeps png and jpeg files only (spec section 5 "Photo files"); the rest are reported. */
export function splitPhotoFiles(files: readonly File[]): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = []
  const rejected: File[] = []
  for (const file of files) ((PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ? accepted : rejected).push(file)
  return { accepted, rejected }
}

/**
 * One object URL per chosen file, made once. They are not revoked on unmount: StrictMode mounts
 * twice and a revoked URL would blank the preview; at most a few dozen small blobs stay until the
 * tab closes.
 */
const objectUrls = new WeakMap<File, string>()
export function objectUrl(file: File): string {
  let url = objectUrls.get(file)
  if (!url) {
    url = URL.createObjectURL(file)
    objectUrls.set(file, url)
  }
  return url
}

/** Previews of chosen files, each with a remove button. */
export function FilePreviews({ files, onRemove, emptyText }: { files: File[]; onRemove: (index: number) => void; emptyText?: string }) {
  if (files.length === 0) return emptyText ? <Text c="dimmed">{emptyText}</Text> : null
  return (
    <PhotoTiles>
      {files.map((file, index) => (
        <PhotoTile
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          src={objectUrl(file)}
          alt={photosText.preview(file.name)}
          removeLabel={`${photosText.remove}: ${file.name}`}
          onRemove={() => onRemove(index)}
        />
      ))}
    </PhotoTiles>
  )
}

type PhotoPickerProps = {
  label: string
  files: File[]
  /** The chosen png/jpeg files; the caller puts them in front (new previews in front) and applies limits. */
  onAdd: (files: File[]) => void
  onRemove: (index: number) => void
  onRejected?: (files: File[]) => void
  error?: string | undefined
  emptyText?: string
  disabled?: boolean
}

/** A multi-file png/jpeg picker with previews. */
export function PhotoPicker({ label, files, onAdd, onRemove, onRejected, error, emptyText, disabled = false }: PhotoPickerProps) {
  const [rejected, setRejected] = useState(false)
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <FileButton
          multiple
          accept={PHOTO_MIME_TYPES.join(',')}
          disabled={disabled}
          onChange={(chosen) => {
            const { accepted, rejected: wrong } = splitPhotoFiles(chosen)
            setRejected(wrong.length > 0)
            if (wrong.length > 0) onRejected?.(wrong)
            if (accepted.length > 0) onAdd(accepted)
          }}
        >
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
      {rejected && <Input.Error>{photosText.wrongType}</Input.Error>}
      <FilePreviews files={files} onRemove={onRemove} {...(emptyText ? { emptyText } : {})} />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  )
}
