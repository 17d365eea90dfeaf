import { categoriesText } from './categories'

/** Texts of the gallery screen and the information item editing. */
export const galleryText = {
  tableLabel: 'Информация',
  hidden: 'скрыт',
  hiddenHint: 'Пункт скрыт в приложении',
  chooseItem: 'Выберите пункт информации слева',
  itemMissing: 'Такого пункта нет в таблице информации этой страны',
  noPhotos: 'У этого пункта пока нет фото',
  noSections: 'В этой стране нет разделов информации',
  noCountry: 'Нет прав на информацию в выбранной стране',
  tableFailed: 'Не удалось загрузить таблицу информации',
  photosFailed: 'Не удалось загрузить фото',
  photosOf: (name: string) => `Фото пункта «${name}»`,
  /** The copy-tag button of a photo: its short visible text and its accessible name. */
  copyTag: 'Тег',
  copyTagOf: (name: string) => `Копировать тег: ${name}`,
  editItem: 'Редактировать пункт',
  editorLabel: (name: string) => `Редактирование пункта «${name}»`,
  nameLabel: 'Название пункта',
  visibleLabel: 'Виден в приложении',
  bodyLabel: 'Текст пункта',
  saveFailed: 'Не удалось сохранить пункт',
  saved: 'Пункт сохранён',
} as const

/** Texts of the template photos screen (its folders are the categories). */
export const templatePhotosText = {
  categories: categoriesText.categories,
  /** Spec section 2: 'title or No title', in the spec's own words. */
  noTitle: 'No title',
  empty: 'В этой папке нет фото',
  copyId: 'Копировать id',
  idCopied: (id: string) => `Id фото скопирован: ${id}`,
  copyFailed: 'Не удалось скопировать id',
  photosFailed: 'Не удалось загрузить шаблонные фото',
  categoriesFailed: categoriesText.listFailed,
  noCategories: 'Нет категорий',
  photosOf: (name: string) => `Фото категории «${name}»`,
} as const
