import { Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { galleryImageTag } from '@/features/gallery/image-tag'
import { useAddGalleryPhotos, useDeleteGalleryPhoto } from '@/features/gallery/mutations'
import { galleryQueries } from '@/features/gallery/queries'
import type { InfoItem } from '@/features/gallery/schemas'
import { galleryText as t } from '@/shared/i18n/gallery'
import { ru } from '@/shared/i18n/ru'
import { PhotoGrid } from '@/shared/photos/photo-grid'
import { MainAction } from '@/shared/ui/actions'
import { CopyButton } from '@/shared/ui/copy-button'
import { ListDetail } from '@/shared/ui/list-detail'
import { PageFrame } from '@/shared/ui/page-frame'
import { PendingPanel, QueryState } from '@/shared/ui/query-state'
import { StatusBadge } from '@/shared/ui/tones'
import classes from './gallery.module.css'
import InfoEditor from './info-editor'
import { InfoTable } from './info-table'

/**
 * The item editor (the markup workbench with its sanitizer and preview; CodeMirror loads inside it)
 * is heavy and shows only once an item is edited: it loads then, and already as the pointer or the
 * focus reaches the edit button.
 */

function ItemPhotos({ countryId, item }: { countryId: string; item: InfoItem }) {
  const photos = useQuery(galleryQueries.photos(countryId, item._id))
  const add = useAddGalleryPhotos({ countryId, blockId: item.information_block_id, itemId: item._id })
  const remove = useDeleteGalleryPhoto(countryId, item._id)
  return (
    <QueryState query={photos} title={t.photosFailed}>
      {(items) => (
        <PhotoGrid
          items={items}
          label={t.photosOf(item.name)}
          emptyText={t.noPhotos}
          onUpload={(files, onProgress) => add.mutateAsync({ files, onProgress })}
          onDelete={(entry) => remove.mutateAsync(entry._id)}
          actions={(entry, name) => (
            <CopyButton value={galleryImageTag(entry.photo)} label={t.copyTagOf(name)}>
              {t.copyTag}
            </CopyButton>
          )}
        />
      )}
    </QueryState>
  )
}

type GalleryPageProps = {
  /** The system country, when the admin edits information there (the route decides); null: the page says there is none. */
  countryId: string | null
  itemId: string
  editing: boolean
  onEdit: (edit: boolean) => void
}

/**
 * Spec section 2 "Gallery screen": the information table of the system country on the left, the
 * chosen item (from the URL) with its editor when `editing` and its photos on the right. A country
 * switch loads the new country's table (spec section 4).
 */
export function GalleryPage({ countryId, itemId, editing, onEdit }: GalleryPageProps) {
  const table = useQuery({ ...galleryQueries.infoTable(countryId ?? ''), enabled: countryId !== null })
  if (countryId === null) {
    return (
      <PageFrame title={ru.pages.gallery}>
        <Text c="dimmed">{t.noCountry}</Text>
      </PageFrame>
    )
  }
  const item = table.data?.flatMap((section) => section.items).find((entry) => entry._id === itemId)
  return (
    <PageFrame title={ru.pages.gallery}>
      <QueryState query={table} title={t.tableFailed}>
        {(sections) => (
          <ListDetail
            listMinPx={280}
            list={
              <Paper withBorder p="xs" component="nav" aria-label={t.tableLabel}>
                <InfoTable sections={sections} selectedId={itemId} />
              </Paper>
            }
          >
            {item ? (
              <Stack gap="sm" component="section" aria-labelledby="info-item-title">
                <div className={classes.itemHead}>
                  <div className={classes.itemName}>
                    <Title order={2} size="h4" id="info-item-title">
                      {item.name}
                    </Title>
                    {!item.is_visible && (
                      <StatusBadge tone="quiet" title={t.hiddenHint}>
                        {t.hidden}
                      </StatusBadge>
                    )}
                  </div>
                  {!editing && (
                    <div className={classes.headActions}>
                      <MainAction onClick={() => onEdit(true)}>{t.editItem}</MainAction>
                    </div>
                  )}
                </div>
                {/* The editor's CodeMirror (a heavy piece) loads with the first edit: its wait stays inside this panel. */}
                {editing && (
                  <Suspense fallback={<PendingPanel />}>
                    <InfoEditor key={`${countryId}-${item._id}`} countryId={countryId} item={item} onDone={() => onEdit(false)} />
                  </Suspense>
                )}
                {/* Another item or country starts with its own grid state. */}
                <ItemPhotos key={`${countryId}-${item._id}`} countryId={countryId} item={item} />
              </Stack>
            ) : (
              <Text c="dimmed">{itemId ? t.itemMissing : t.chooseItem}</Text>
            )}
          </ListDetail>
        )}
      </QueryState>
    </PageFrame>
  )
}
