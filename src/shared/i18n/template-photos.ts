/** Texts of the template photos screen. */
export const templatePhotosText = {
  categories: 'Категории',
  /** Spec section 2: 'title or No title', in the spec's own words. */
  noTitle: 'No title',
  empty: 'В этой папке нет фото',
  copyId: 'Копировать id',
  idCopied: (id: string) => `Id фото скопирован: ${id}`,
  copyFailed: 'Не удалось скопировать id',
  photosFailed: 'Не удалось загрузить шаблонные фото',
  categoriesFailed: 'Не удалось загрузить категории',
  noCategories: 'Нет категорий',
  photosOf: (name: string) => `Фото категории «${name}»`,
} as const
