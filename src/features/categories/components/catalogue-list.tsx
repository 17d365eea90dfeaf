import { Text } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { categoriesText } from '@/shared/i18n/categories'
import type { Sortable } from '@/shared/lib/sort-diff'
import type { SortDraftsState } from '@/shared/lib/use-sort-drafts'
import { LIMITS } from '@/shared/limits'
import { RowAction } from '@/shared/ui/actions'
import { ListChoice } from '@/shared/ui/list-choice'
import { SortField } from '@/shared/ui/sort-controls'
import classes from './categories.module.css'

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
export function CatalogueList<T extends Row>({
  label,
  items,
  sort,
  selectedId,
  onSelect,
  leading,
  detail,
  onRename,
  onDelete,
  style,
}: CatalogueListProps<T>) {
  return (
    <ul aria-label={label} className={classes.list} {...(style ? { style } : {})}>
      {items.map((item) => {
        const selected = item._id === selectedId
        const name = (
          <span className={classes.nameText}>
            <Text size="sm" fw={selected ? 700 : 500} lineClamp={2} title={item.name}>
              {item.name}
            </Text>
            {detail?.(item)}
          </span>
        )
        return (
          <li key={item._id} style={{ height: LIMITS.categoryItemHeightPx }}>
            <div className={classes.row} data-selected={selected || undefined}>
              {leading?.(item)}
              {onSelect ? (
                <div className={classes.name}>
                  <ListChoice selected={selected} onClick={() => onSelect(item)}>
                    {name}
                  </ListChoice>
                </div>
              ) : (
                <div className={classes.name}>{name}</div>
              )}
              <div className={classes.rowActions}>
                <SortField name={item.name} value={sort.valueOf(item)} onChange={(typed) => sort.change(item._id, typed)} />
                <RowAction
                  aria-label={categoriesText.renameFor(item.name)}
                  title={categoriesText.renameFor(item.name)}
                  onClick={() => onRename(item)}
                >
                  <span aria-hidden="true">✎</span>
                </RowAction>
                <RowAction
                  danger
                  aria-label={categoriesText.deleteFor(item.name)}
                  title={categoriesText.deleteFor(item.name)}
                  onClick={() => onDelete(item)}
                >
                  <span aria-hidden="true">×</span>
                </RowAction>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
