import { Group, Stack, Text, TextInput } from '@mantine/core'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { templatePhotoQueries } from '@/features/template-photos/queries'
import { ApiError, errorText } from '@/shared/api/client'
import { objectIdSchema } from '@/shared/api/common-schemas'
import { organizationFormText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { PhotoTile, PhotoTiles } from '@/shared/photos/photo-tiles'
import { staticUrl } from '@/shared/startup/env'
import { SecondaryAction } from '@/shared/ui/actions'
import classes from './template-photos-field.module.css'

const t = organizationFormText

type TemplatePhotosFieldProps = { value: string[]; onChange: (ids: string[]) => void }

/**
 * Template photos by id: the id is checked with GET template-photos/{id}, its preview shown; added ones go in front.
 * Only a 404 says the photo is not found; another failure says what went wrong (spec section 8) and the button
 * offers to try again.
 */
export function TemplatePhotosField({ value, onChange }: TemplatePhotosFieldProps) {
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  // The last check failed for another reason than "not found": the add button retries it.
  const [lookupFailed, setLookupFailed] = useState(false)
  const previews = useQueries({ queries: value.map((id) => templatePhotoQueries.detail(id)) })

  const add = async () => {
    const id = text.trim()
    setLookupFailed(false)
    if (!objectIdSchema.safeParse(id).success) return setProblem(t.templateInvalidId)
    if (value.includes(id)) return setProblem(t.templateDuplicate)
    setChecking(true)
    try {
      await queryClient.fetchQuery(templatePhotoQueries.detail(id))
      onChange([id, ...value])
      setText('')
      setProblem(null)
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404
      setLookupFailed(!notFound)
      setProblem(notFound ? t.templateNotFound : t.templateLookupFailed(errorText(error)))
    } finally {
      setChecking(false)
    }
  }

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t.templateIdLabel}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setLookupFailed(false)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void add()
            }
          }}
          error={problem}
          style={{ flex: 1 }}
        />
        <div className={problem ? classes.addWithError : classes.add}>
          <SecondaryAction onClick={() => void add()} loading={checking}>
            {lookupFailed ? ru.common.retry : t.templateAdd}
          </SecondaryAction>
        </div>
      </Group>
      {value.length > 0 && (
        <PhotoTiles>
          {value.map((id, index) => {
            const photo = previews[index]?.data?.photo
            return (
              <PhotoTile
                key={id}
                src={photo && staticUrl(photo.preview_url)}
                alt={photo?.title ?? id}
                removeLabel={`${t.templateRemove} ${id}`}
                onRemove={() => onChange(value.filter((v) => v !== id))}
              >
                <Text size="xs" p="xs">
                  {id}
                </Text>
              </PhotoTile>
            )
          })}
        </PhotoTiles>
      )}
    </Stack>
  )
}
