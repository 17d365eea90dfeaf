import { Image, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { staticUrl } from '../../../shared/env'
import { categoriesText } from '../../../shared/i18n/categories'
import { ru } from '../../../shared/i18n/ru'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { PageFrame } from '../../../shared/ui/page-frame'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { categoryListHeight } from '../list-height'
import {
  useCreateCategory,
  useCreateSubCategory,
  useDeleteCategory,
  useDeleteSubCategory,
  useRenameCategory,
  useRenameSubCategory,
  useSaveCategorySort,
  useSaveSubCategorySort,
} from '../mutations'
import { categoryQueries } from '../queries'
import type { Category } from '../schemas'
import { CatalogueColumn } from './catalogue-column'
import classes from './categories.module.css'
import { CategoryIcons } from './category-icons'

const t = categoriesText

function SubCategoriesColumn({ category }: { category: Category }) {
  const subCategories = useQuery(categoryQueries.subCategories(category._id))
  const create = useCreateSubCategory()
  const rename = useRenameSubCategory()
  const remove = useDeleteSubCategory(category._id)
  const saveSort = useSaveSubCategorySort(category._id)
  if (subCategories.isPending) return <PendingPanel />
  if (subCategories.isError) return <ErrorPanel title={t.subListFailed} error={subCategories.error} onRetry={() => void subCategories.refetch()} retrying={subCategories.isFetching} />
  return (
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
      items={subCategories.data}
      create={(name) => create.mutateAsync({ categoryId: category._id, name })}
      rename={(item, name) => rename.mutateAsync({ subCategoryId: item._id, name })}
      remove={(item) => remove.mutateAsync(item._id)}
      saveSort={(changes) => saveSort.mutateAsync(changes)}
      detail={(item) => (
        <Text size="xs" c="dimmed">
          {t.organizationsCount(item.organizations_count)}
        </Text>
      )}
    />
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

  let content
  if (categories.isPending) content = <PendingPanel />
  else if (categories.isError) content = <ErrorPanel title={t.listFailed} error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
  else {
    const selected = categories.data.find((category) => category._id === selectedId)
    const hint = (
      <Text size="sm" c="dimmed">
        {selectedId && !selected ? t.categoryGone : t.chooseCategory}
      </Text>
    )
    content = (
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
          items={categories.data}
          create={(name) => create.mutateAsync(name)}
          rename={(item, name) => rename.mutateAsync({ categoryId: item._id, name })}
          remove={(item) => remove.mutateAsync(item._id)}
          saveSort={(changes) => saveSort.mutateAsync(changes)}
          // Spec section 4: after deleting the selected category the selection is cleared.
          onDeleted={(item) => item._id === selectedId && onSelect(undefined)}
          selectedId={selectedId}
          onSelect={(item) => onSelect(item._id)}
          leading={(item) => (item.icon_path ? <Image src={staticUrl(item.icon_path)} alt="" w={32} h={32} fit="contain" className={classes.iconPreview} /> : null)}
          listStyle={{ height: categoryListHeight(categories.data.length), maxHeight: '70vh' }}
        />
        <div className={classes.column}>{selected ? <SubCategoriesColumn key={selected._id} category={selected} /> : hint}</div>
        <div className={classes.column}>{selected && <CategoryIcons category={selected} />}</div>
      </div>
    )
  }
  return <PageFrame title={ru.pages.categories}>{content}</PageFrame>
}
