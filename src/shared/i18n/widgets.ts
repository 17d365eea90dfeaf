/** Texts of the shared form widgets: schedule editor, tag input, map, the unsaved-changes guard. Loaded with the screens that use them, not on /login. */

export const scheduleText = {
  weekdays: {
    monday: 'Понедельник',
    tuesday: 'Вторник',
    wednesday: 'Среда',
    thursday: 'Четверг',
    friday: 'Пятница',
    saturday: 'Суббота',
    sunday: 'Воскресенье',
  },
  scheduleTypes: {
    hours: 'Часы работы',
    day_off: 'Выходной',
    temp_closed: 'Временно закрыто',
    whole_day: 'Круглосуточно',
  },
  timeStart: (day: string) => `${day}: начало`,
  timeEnd: (day: string) => `${day}: конец`,
  timePlaceholder: 'ЧЧ:ММ',
  typesOf: (day: string) => `${day}: тип`,
} as const

export const tagsText = {
  placeholder: 'Введите тег и нажмите Enter, Tab или пробел',
  remove: (tag: string) => `Удалить тег ${tag}`,
  label: 'Теги',
} as const

export const mapText = {
  label: 'Карта',
  noKey: 'Карта недоступна: не задан ключ Google Maps. Координаты можно ввести вручную.',
  loadFailed: 'Не удалось загрузить карту. Координаты можно ввести вручную.',
  authFailed: 'Ошибка авторизации карты. Координаты можно ввести вручную.',
} as const

/** The unsaved-changes guard (shared/ui/use-leave-guard.tsx). */
export const leaveGuardText = {
  title: 'Уйти со страницы?',
  text: 'Несохранённые изменения будут потеряны.',
  confirm: 'Уйти',
  stay: 'Остаться',
} as const
