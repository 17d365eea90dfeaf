/** Texts of the shared photo pieces: photo picker, photo editing page, photo delete and result modals (spec sections 2, 5, 8). Loaded with the screens that use them, not on /login. */

export const photosText = {
  newArea: 'Новые',
  savedArea: 'Сохраненные',
  add: 'Добавить фото',
  save: 'Сохранить',
  back: 'Назад',
  noNew: 'Нет выбранных фото',
  noSaved: 'Нет сохранённых фото',
  remove: 'Убрать фото',
  delete: 'Удалить фото',
  deleteTitle: 'Удалить?',
  deleteText: 'Это действие нельзя отменить.',
  deleteConfirm: 'Удалить',
  /** Spec section 8: photo add or remove failure. */
  failure: 'Error',
  serverError: 'Server error',
  saved: (n: number) => `${n} фото успешно сохранилось!`,
  deleted: 'Фото успешно удалилось!',
  minimum: (min: number) => `Минимальное количество фото на карусели: ${min}`,
  maximum: (max: number) => `Максимальное количество фото на карусели: ${max}`,
  tooMany: (existing: number, chosen: number, kept: number) =>
    `Уже есть: ${existing}, выбрано: ${chosen}. Сохранятся только последние подходящие: ${kept}.`,
  hint: 'PNG или JPEG',
  wrongType: 'Можно выбрать только PNG или JPEG',
  preview: (name: string) => `Фото ${name}`,
  savedPhoto: (n: number) => `Сохранённое фото ${n}`,
  uploadProgress: (percent: number) => `Загрузка: ${percent}%`,
} as const
