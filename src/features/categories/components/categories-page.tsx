import { Image, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { categoryListHeight } from '@/features/categories/list-height'
import {
  useCreateCategory,
  useCreateSubCategory,
  useDeleteCategory,
  useDeleteSubCategory,
  useRenameCategory,
  useRenameSubCategory,
  useSaveCategorySort,
  useSaveSubCategorySort,
} from '@/features/categories/mutations'
import { categoryQueries } from '@/features/categories/queries'
import type { Category } from '@/features/categories/schemas'
import { categoriesText } from '@/shared/i18n/categories'
import { ru } from '@/shared/i18n/ru'
import { staticUrl } from '@/shared/startup/env'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { CatalogueColumn } from './catalogue-column'
import classes from './categories.module.css'
import { CategoryIcons } from './category-icons'

const t = categoriesText

function SubCategoriesColumn({ category }: { category: Category }) {
  const subCategories = useQuery(categoryQueries.subCategories(category._id))
  const create = useCreateSubCategory()
  const rename = useRenameSubCategory(category._id)
  const remove = useDeleteSubCategory(category._id)
  const saveSort = useSaveSubCategorySort(category._id)
  return (
    <QueryState query={subCategories} title={t.subListFailed}>
      {(items) => (
        <CatalogueColumn
          headingId="sub-categories-title"
          texts={{
            title: t.subCategoriesOf(category.name),
            listLabel: t.subCategoriesList,
            add: t.addSubCategory,
            empty: t.noSubCategories,
            newTitle: t.newSubCategoryTitle,
            renameTitle: t.renameSubCategoryTitle,
            deleteTitle: t.deleteSubCategoryTitle,
            deleteMessage: t.deleteSubCategoryMessage,
          }}
          items={items}
          create={(name) => create.mutateAsync({ categoryId: category._id, name })}
          rename={rename}
          remove={(item) => remove.mutateAsync(item._id)}
          saveSort={(changes) => saveSort.mutateAsync(changes)}
          detail={(item) => (
            <Text size="xs" c="dimmed">
              {t.organizationsCount(item.organizations_count)}
            </Text>
          )}
        />
      )}
    </QueryState>
  )
}

type CategoriesPageProps = {
  selectedId: string | undefined
  onSelect: (categoryId: string | undefined) => void
}

/**
 * /categories (spec section 2 "Categories screen"): categories; the sub-categories of the selected
 * one; its normal and pressed icons. The selection lives in the URL.
 */
export function CategoriesPage({ selectedId, onSelect }: CategoriesPageProps) {
  const categories = useQuery(categoryQueries.list())
  const create = useCreateCategory()
  const rename = useRenameCategory()
  const remove = useDeleteCategory()
  const saveSort = useSaveCategorySort()

  return (
    <PageFrame title={ru.pages.categories}>
      <QueryState query={categories} title={t.listFailed}>
        {(list) => {
          const selected = list.find((category) => category._id === selectedId)
          const hint = (
            <Text size="sm" c="dimmed">
              {selectedId && !selected ? t.categoryGone : t.chooseCategory}
            </Text>
          )
          return (
            <div className={classes.layout}>
              <CatalogueColumn
                headingId="categories-title"
                texts={{
                  // The page's heading names the screen; the column is named by its list, so no two regions share a name.
                  title: t.categoriesList,
                  listLabel: t.categoriesList,
                  add: t.addCategory,
                  empty: t.noCategories,
                  newTitle: t.newCategoryTitle,
                  renameTitle: t.renameCategoryTitle,
                  deleteTitle: t.deleteCategoryTitle,
                  deleteMessage: t.deleteCategoryMessage,
                }}
                items={list}
                create={(name) => create.mutateAsync(name)}
                rename={rename}
                remove={(item) => remove.mutateAsync(item._id)}
                saveSort={(changes) => saveSort.mutateAsync(changes)}
                // Spec section 4: after deleting the selected category the selection is cleared.
                onDeleted={(item) => item._id === selectedId && onSelect(undefined)}
                selectedId={selectedId}
                onSelect={(item) => onSelect(item._id)}
                leading={(item) =>
                  item.icon_path ? (
                    <Image src={staticUrl(item.icon_path)} alt="" w={32} h={32} fit="contain" className={classes.iconPreview} />
                  ) : null
                }
                listStyle={{ height: categoryListHeight(list.length), maxHeight: '70vh' }}
              />
              <div className={classes.column}>{selected ? <SubCategoriesColumn key={selected._id} category={selected} /> : hint}</div>
              <div className={classes.column}>{selected && <CategoryIcons category={selected} />}</div>
            </div>
          )
        }}
      </QueryState>
    </PageFrame>
  )
}
