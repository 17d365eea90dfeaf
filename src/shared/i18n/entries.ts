import { saveText } from './save'

/** Spec section 5 gives the owner id's format message in English. */
export const wrongUserIdFormat = 'wrong user ID format (24 characters)'

/** The row menu of any directory-entry list (spec section 6); a feature adds its own entries. */
export const entryMenuText = {
  actions: (name: string) => `Действия: ${name}`,
  menu: {
    open: 'Открыть',
    edit: 'Редактировать',
    editPhotos: 'Редактировать фото',
    ban: 'Забанить',
    unban: 'Разбанить',
    delete: 'Удалить полностью',
  },
}

export const entryFormText = {
  /** Spec section 5 gives this heading in English. */
  errorsHeading: 'There are errors in the following fields',
  fields: {
    owner_id: 'ID владельца',
    name: 'Название',
    specialization: 'Специализация',
    country_id: 'Страна',
    city_id: 'Город',
    address: 'Адрес',
    contacts: 'Контакты',
    description: 'Описание',
    photos: 'Фото',
  },
  messages: {
    ownerId: wrongUserIdFormat,
    nameLength: 'От 2 до 100 символов',
    cityRequired: 'Выберите город',
    min2: 'Минимум 2 символа',
    contactsRequired: 'Укажите хотя бы один контакт',
  },
  contacts: {
    phone_number: 'Телефон',
    instagram: 'Instagram',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    viber: 'Viber',
    facebook: 'Facebook',
    website: 'Сайт',
  },
  ownerPlaceholder: '24 символа',
  countryPlaceholder: 'Выберите страну',
  cityPlaceholder: 'Сначала выберите страну',
  cityPlaceholderReady: 'Выберите город',
  submitCreate: 'Создать',
  submitEdit: 'Сохранить',
  cancel: 'Отмена',
  saving: 'Сохранение…',
  uploadProgress: (percent: number) => `Загрузка фото: ${percent}%`,
  /** Spec section 8 "Success messages". */
  successCreate: (name: string) => `${name} успешно была создана`,
  successEdit: (name: string) => `${name} успешно была отредактирована`,
  failureTitle: saveText.failureTitle,
  noConnection: saveText.noConnection,
} as const

export const entryViewText = {
  cancel: 'Отмена',
  editPhotos: 'Редактировать фото',
  edit: 'Редактировать',
  owner: 'Владелец',
  registeredAt: 'Дата регистрации',
  ownerId: 'ID владельца',
  ownerEmail: 'E-mail владельца',
  specialization: 'Специализация',
  description: 'Описание',
  location: 'Расположение',
  country: 'Страна',
  city: 'Город',
  address: 'Адрес',
  contacts: 'Контакты',
  emptyValue: 'Не указано',
  createdAt: 'Дата создания',
  carousel: 'Фото на карусели',
  noPhotos: 'Нет фото',
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
  photoOf: (index: number, total: number) => `Фото ${index} из ${total}`,
} as const

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
