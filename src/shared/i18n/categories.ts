import { ru } from './ru'

/** Texts of the Categories screen. */
export const categoriesText = {
  categories: 'Категории',
  categoriesList: 'Список категорий',
  subCategories: 'Подкатегории',
  subCategoriesOf: (name: string) => `Подкатегории: ${name}`,
  subCategoriesList: 'Список подкатегорий',
  icons: 'Иконки',
  iconsOf: (name: string) => `Иконки: ${name}`,
  addCategory: 'Добавить категорию',
  addSubCategory: 'Добавить подкатегорию',
  newCategoryTitle: 'Новая категория',
  renameCategoryTitle: 'Переименовать категорию',
  newSubCategoryTitle: 'Новая подкатегория',
  renameSubCategoryTitle: 'Переименовать подкатегорию',
  renameFor: (name: string) => `Переименовать: ${name}`,
  deleteFor: (name: string) => `Удалить: ${name}`,
  deleteCategoryTitle: 'Удалить категорию?',
  deleteCategoryMessage: (name: string) => `Категория «${name}» будет скрыта из справочника.`,
  deleteSubCategoryTitle: 'Удалить подкатегорию?',
  deleteSubCategoryMessage: (name: string) => `Подкатегория «${name}» будет скрыта из справочника.`,
  chooseCategory: 'Выберите категорию в списке слева',
  noCategories: 'Категорий пока нет',
  noSubCategories: 'У этой категории нет подкатегорий',
  organizationsCount: (count: number) => `Организаций: ${count}`,
  icon: 'Иконка',
  iconPressed: 'Нажатая иконка',
  iconAlt: (kind: string, name: string) => `${kind}: ${name}`,
  noIcon: 'Нет иконки',
  replaceIcon: 'Заменить',
  replaceIconFor: (kind: string) => `Заменить: ${kind}`,
  iconPngOnly: 'Иконка должна быть в формате png',
  iconReplaced: 'Иконка заменена',
  listFailed: 'Не удалось загрузить категории',
  subListFailed: 'Не удалось загрузить подкатегории',
  categoryGone: 'Такой категории нет: возможно, она удалена',
} as const

/**
 * The catalogue widgets of categories, sub-categories and article blocks: the sort field with its
 * 'save sort' button and the create / rename name dialog.
 */
export const catalogueText = {
  sortLabel: (name: string) => `Сортировка: ${name}`,
  sortPlaceholder: '—',
  saveSort: 'Сохранить сортировку',
  saveSortCount: (count: number) => `Изменено строк: ${count}`,
  sortSaveFailed: 'Не удалось сохранить сортировку',
  nameLabel: 'Название',
  /** Spec section 5: a category, sub-category or article block name has at least 2 characters. */
  nameMin: 'Минимум 2 символа',
  create: 'Создать',
  rename: 'Переименовать',
  failedTitle: ru.common.error,
  deleteFailed: (name: string, message: string) => `Не удалось удалить «${name}»: ${message}`,
} as const
