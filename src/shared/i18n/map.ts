/** The location map of an entry's form and single view. */
export const mapText = {
  label: 'Карта',
  noKey: 'Карта недоступна: не задан ключ Google Maps. Координаты можно ввести вручную.',
  loadFailed: 'Не удалось загрузить карту. Координаты можно ввести вручную.',
  authFailed: 'Ошибка авторизации карты. Координаты можно ввести вручную.',
} as const
