import { ActionIcon, Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '../../../shared/api/api-error'
import { can } from '../../../shared/auth/permissions'
import { useSession } from '../../../shared/auth/session'
import type { Photo } from '../../../shared/api/common-schemas'
import { staticUrl } from '../../../shared/env'
import { ru } from '../../../shared/i18n/ru'
import { photosText } from '../../../shared/i18n/organizations'
import { atPhotoMinimum, fitNewPhotos } from '../../../shared/lib/photo-limits'
import { LIMITS } from '../../../shared/limits'
import { ConfirmModal } from '../../../shared/ui/confirm-modal'
import { PageFrame } from '../../../shared/ui/page-frame'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { PhotoPicker } from '../../../shared/ui/photo-picker'
import { ResultModal, type ResultState } from '../../../shared/ui/result-modal'
import { loadErrorText } from '../load-error'
import { organizationQueries } from '../queries'
import { useAddOrganizationPhotos, useRemoveOrganizationPhotos } from '../save-mutations'
import type { Organization } from '../schemas'

const t = photosText

/** Spec section 8: photo add or remove failure is 'Error' with the server message or 'Server error'. */
function photoFailure(error: unknown): ResultState {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t.serverError
  return { kind: 'error', message: `${t.failure}: ${message}` }
}

function SavedPhotos({ photos, onDelete }: { photos: Photo[]; onDelete: (photo: Photo) => void }) {
  if (photos.length === 0) return <Text c="dimmed">{t.noSaved}</Text>
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {photos.map((photo, index) => (
        <Paper key={photo._id} withBorder radius="sm" pos="relative" component="li">
          <Image src={staticUrl(photo.preview_url || photo.url)} alt={t.savedPhoto(index + 1)} h={110} fit="cover" radius="sm" />
          <ActionIcon pos="absolute" top={4} right={4} color="red" variant="filled" aria-label={`${t.delete} ${index + 1}`} onClick={() => onDelete(photo)}>
            ×
          </ActionIcon>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function PhotoEditor({ organization }: { organization: Organization }) {
  const [files, setFiles] = useState<File[]>([])
  const [result, setResult] = useState<ResultState>(null)
  const [toDelete, setToDelete] = useState<Photo | null>(null)
  const add = useAddOrganizationPhotos(organization._id)
  const remove = useRemoveOrganizationPhotos(organization._id)
  const saved = organization.carousel_photos
  const atMinimum = atPhotoMinimum(saved.length)

  const onAdd = (chosen: File[]) => {
    const existing = saved.length + files.length
    const { kept, overflow } = fitNewPhotos(existing, chosen)
    // New previews go in front of the ones already chosen.
    setFiles((current) => [...kept, ...current])
    if (overflow) {
      setResult({ kind: 'error', message: `${t.maximum(LIMITS.photosMax)}\n${t.tooMany(existing, chosen.length, kept.length)}` })
    }
  }

  const save = () => {
    add.mutate(
      { owner_id: organization.user._id, files },
      {
        onSuccess: () => {
          setResult({ kind: 'success', message: t.saved(files.length) })
          setFiles([])
        },
        onError: (error) => setResult(photoFailure(error)),
      },
    )
  }

  const confirmDelete = () => {
    if (!toDelete) return
    if (atMinimum) {
      setToDelete(null)
      setResult({ kind: 'error', message: t.minimum(LIMITS.photosMin) })
      return
    }
    remove.mutate([toDelete._id], {
      onSuccess: () => setResult({ kind: 'success', message: t.deleted }),
      onError: (error) => setResult(photoFailure(error)),
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="new-photos">
        <Title order={2} size="h4" id="new-photos">
          {t.newArea}
        </Title>
        <PhotoPicker label={t.add} files={files} onAdd={onAdd} onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))} emptyText={t.noNew} disabled={add.isPending} />
        {add.uploadPercent !== null && (
          <Stack gap={4}>
            <Text size="sm">{t.uploadProgress(add.uploadPercent)}</Text>
            <Progress value={add.uploadPercent} aria-label={t.uploadProgress(add.uploadPercent)} />
          </Stack>
        )}
        <Group>
          <Button onClick={save} disabled={files.length === 0} loading={add.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="saved-photos">
        <Title order={2} size="h4" id="saved-photos">
          {t.savedArea}
        </Title>
        <SavedPhotos photos={saved} onDelete={setToDelete} />
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && <Image src={staticUrl(toDelete.preview_url || toDelete.url)} alt={t.deleteTitle} h={160} fit="contain" radius="sm" />}
        <Text size="sm">{t.deleteText}</Text>
        {atMinimum && (
          <Text size="sm" c="red.8">
            {t.minimum(LIMITS.photosMin)}
          </Text>
        )}
      </ConfirmModal>
      <ResultModal result={result} onClose={() => setResult(null)} />
    </Stack>
  )
}

/** Photo editing of one organization (spec section 2 "Photo editing"). */
export function OrganizationPhotosPage({ id }: { id: string }) {
  const query = useQuery({ ...organizationQueries.detail(id), enabled: id !== '' })
  const organization = query.data
  const { profile } = useSession()
  const allowed = !organization || can(profile, 'organizations:edit', { creator_admin: organization.creator_admin })
  return (
    <PageFrame
      title={organization ? `${ru.pages.organizationPhotos}: ${organization.name}` : ru.pages.organizationPhotos}
      actions={
        <Button component={Link} to="/organizations/view" variant="default">
          {t.back}
        </Button>
      }
    >
      {id === '' ? (
        <ErrorPanel message={ru.common.error} />
      ) : query.isError ? (
        <ErrorPanel message={loadErrorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !allowed ? (
        <ErrorPanel message={ru.errors.forbidden} />
      ) : organization ? (
        // Files chosen for one organization never carry over to another.
        <PhotoEditor key={organization._id} organization={organization} />
      ) : (
        <PendingPanel />
      )}
    </PageFrame>
  )
}
