import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { categoriesText } from '../../../shared/i18n/categories'
import { LIMITS } from '../../../shared/limits'
import type { Sortable } from '../../../shared/lib/sort-diff'
import type { SortDraftsState } from '../../../shared/lib/use-sort-drafts'
import { SortField } from '../../../shared/ui/sort-controls'

type Row = Sortable & { name: string }

type CatalogueListProps<T extends Row> = {
  label: string
  items: readonly T[]
  sort: SortDraftsState
  /** Rows are chosen by a button when given (categories); the chosen one is marked. */
  selectedId?: string | undefined
  onSelect?: (item: T) => void
  leading?: (item: T) => ReactNode
  detail?: (item: T) => ReactNode
  onRename: (item: T) => void
  onDelete: (item: T) => void
  style?: CSSProperties
}

/** Rows of categories or sub-categories, 60 px each: name, sort field, rename and delete. */
export function CatalogueList<T extends Row>({ label, items, sort, selectedId, onSelect, leading, detail, onRename, onDelete, style }: CatalogueListProps<T>) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: '10px 0', overflowY: 'auto', ...style }}>
      {items.map((item) => {
        const selected = item._id === selectedId
        const name = (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={selected ? 700 : 500} truncate>
              {item.name}
            </Text>
            {detail?.(item)}
          </Stack>
        )
        return (
          <li key={item._id} style={{ height: LIMITS.categoryItemHeightPx }}>
            <Group
              h="100%"
              gap="xs"
              wrap="nowrap"
              px="xs"
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {leading?.(item)}
              {onSelect ? (
                <UnstyledButton onClick={() => onSelect(item)} aria-current={selected ? 'true' : undefined} style={{ flex: 1, minWidth: 0 }}>
                  {name}
                </UnstyledButton>
              ) : (
                <div style={{ flex: 1, minWidth: 0 }}>{name}</div>
              )}
              <SortField name={item.name} value={sort.valueOf(item)} onChange={(typed) => sort.change(item._id, typed)} />
              <ActionIcon variant="subtle" aria-label={categoriesText.renameFor(item.name)} onClick={() => onRename(item)}>
                ✎
              </ActionIcon>
              <ActionIcon variant="subtle" color="red.9" aria-label={categoriesText.deleteFor(item.name)} onClick={() => onDelete(item)}>
                ×
              </ActionIcon>
            </Group>
          </li>
        )
      })}
    </ul>
  )
}
