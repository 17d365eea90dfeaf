import { Collapse, Image, NavLink, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { categoryQueries } from '@/features/categories/queries'
import type { Category } from '@/features/categories/schemas'
import { useAddTemplatePhotos, useDeleteTemplatePhoto } from '@/features/template-photos/mutations'
import { templatePhotoQueries } from '@/features/template-photos/queries'
import { templatePhotosText as t } from '@/shared/i18n/gallery'
import { ru } from '@/shared/i18n/ru'
import { PhotoGrid } from '@/shared/photos/photo-grid'
import { staticUrl } from '@/shared/startup/env'
import { RowAction } from '@/shared/ui/actions'
import { ListChoice } from '@/shared/ui/list-choice'
import { ListDetail } from '@/shared/ui/list-detail'
import { notify } from '@/shared/ui/notify'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'

/** Copies a template photo id (what the organization form's picker takes); a toast says so and closes by itself. */
function copyId(id: string) {
  navigator.clipboard.writeText(id).then(
    () => notify({ tone: 'good', message: t.idCopied(id) }),
    () => notify({ tone: 'bad', message: t.copyFailed }),
  )
}

function CategoryPhotos({ category, countryId }: { category: Category; countryId: string | null }) {
  const photos = useQuery(templatePhotoQueries.list(category._id))
  const add = useAddTemplatePhotos(category._id)
  const remove = useDeleteTemplatePhoto(category._id, countryId)
  return (
    <Stack gap="sm" component="section" aria-labelledby="folder-title">
      <Title order={2} size="h4" id="folder-title">
        {category.name}
      </Title>
      <QueryState query={photos} title={t.photosFailed}>
        {(items) => (
          <PhotoGrid
            items={items}
            label={t.photosOf(category.name)}
            emptyText={t.empty}
            untitledText={t.noTitle}
            onUpload={(files, onProgress) => add.mutateAsync({ files, onProgress })}
            onDelete={(photo) => remove.mutateAsync(photo._id)}
            actions={(photo, name) => (
              <RowAction aria-label={`${t.copyId}: ${name}`} title={t.copyId} onClick={() => copyId(photo._id)}>
                #
              </RowAction>
            )}
          />
        )}
      </QueryState>
    </Stack>
  )
}

/**
 * Spec section 2 "Template photos screen": a collapsible list of organization categories on the
 * left (the first chosen by default, the choice in the URL), the chosen folder's photos on the right.
 */
export function TemplatePhotosPage({ categoryId, countryId }: { categoryId: string; countryId: string | null }) {
  const catalogue = useQuery(categoryQueries.catalogue())
  const [listOpen, setListOpen] = useState(true)
  const categories = catalogue.data ?? []
  const selected = categories.find((category) => category._id === categoryId) ?? categories[0]
  return (
    <PageFrame title={ru.pages.templatePhotos}>
      <QueryState query={catalogue} title={t.categoriesFailed}>
        {() =>
          !selected ? (
            <Text c="dimmed">{t.noCategories}</Text>
          ) : (
            <ListDetail
              listMinPx={260}
              list={
                <Paper withBorder p="xs" component="nav" aria-label={t.categories}>
                  <ListChoice
                    strong
                    aria-expanded={listOpen}
                    aria-controls="template-categories"
                    onClick={() => setListOpen((open) => !open)}
                  >
                    <span>{t.categories}</span>
                    <span aria-hidden>{listOpen ? '▴' : '▾'}</span>
                  </ListChoice>
                  <Collapse expanded={listOpen}>
                    <Stack gap={2} id="template-categories" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                      {categories.map((category) => (
                        <li key={category._id}>
                          <NavLink
                            renderRoot={(props) => <Link {...props} to="/template-photos" search={{ category: category._id }} />}
                            active={category._id === selected._id}
                            aria-current={category._id === selected._id ? 'page' : undefined}
                            label={category.name}
                            leftSection={<Image src={staticUrl(category.icon_path)} alt="" w={24} h={24} />}
                          />
                        </li>
                      ))}
                    </Stack>
                  </Collapse>
                </Paper>
              }
            >
              {/* A new folder starts with its own grid state (no modal or upload carries over). */}
              <CategoryPhotos key={selected._id} category={selected} countryId={countryId} />
            </ListDetail>
          )
        }
      </QueryState>
    </PageFrame>
  )
}
