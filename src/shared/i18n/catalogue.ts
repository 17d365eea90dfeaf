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
  failedTitle: 'Ошибка',
  deleteFailed: (name: string, message: string) => `Не удалось удалить «${name}»: ${message}`,
} as const

/** The bulk actions (selection, bulk bar, its confirmation, progress and summary) and the CSV export. */
