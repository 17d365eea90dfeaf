/** The photo grid with upload (gallery and template photos). */
export const photoGridText = {
  add: 'Добавить фото',
  hint: 'PNG или JPEG, не больше 15 за раз',
  listLabel: 'Фотографии',
  photoName: (n: number) => `Фото ${n}`,
  open: (name: string) => `Открыть фото: ${name}`,
  delete: (name: string) => `Удалить фото: ${name}`,
  /** Spec section 2 "Template photos" and section 5: the modal for too many files. */
  warningTitle: 'Внимание',
  tooMany: (max: number, chosen: number) => `Максимальное количество фото: ${max}. Выбрано: ${chosen}, сохранятся только первые ${max}.`,
  bigView: 'Просмотр фото',
  /** A failed upload's files, kept for the retry. */
  unsent: (n: number) => `Не загружено фото: ${n}`,
  dropUnsent: 'Отбросить',
} as const
