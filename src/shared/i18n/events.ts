/** Texts of the events screens. */
import { entryFormText, entryMenuText, entryViewText } from './ru'

/** The events list: cards, filters, row menu, confirmations and their toasts. */
export const eventsText = {
  add: 'Добавить событие',
  deepSearchHint: 'Искать также в описании, специализации, дате проведения, адресе, городе и e-mail владельца',
  listLabel: 'Список событий',
  noPhoto: 'Нет фото',
  city: 'Город',
  noCity: 'Без города',
  holdingDate: 'Дата проведения',
  dates: 'Даты',
  noDates: 'не указаны',
  owner: 'Владелец',
  createdAt: 'Создано',
  active: 'Активно',
  banned: 'Забанено',
  actions: entryMenuText.actions,
  menu: entryMenuText.menu,
  banTitle: 'Забанить событие?',
  banMessage: (name: string) => `Событие «${name}» будет скрыто от пользователей.`,
  unbanTitle: 'Разбанить событие?',
  unbanMessage: (name: string) => `Событие «${name}» снова станет видно пользователям.`,
  deleteTitle: 'Удалить событие полностью?',
  deleteMessage: (name: string) => `Событие «${name}» будет удалено навсегда. Это действие нельзя отменить.`,
  banned_ok: 'Событие забанено',
  unbanned_ok: 'Событие разбанено',
  deleted_ok: 'Событие удалено',
} as const

// ---------------------------------------------------------------------------------------------
// The event form and single view; the shared entry texts come
// from ru.ts.

export const eventFormText = {
  ...entryFormText,
  fields: {
    owner_id: entryFormText.fields.owner_id,
    name: entryFormText.fields.name,
    holding_date: 'Дата проведения',
    date_start: 'Дата начала',
    date_end: 'Дата окончания',
    specialization: entryFormText.fields.specialization,
    country_id: entryFormText.fields.country_id,
    city_id: entryFormText.fields.city_id,
    address: entryFormText.fields.address,
    contacts: entryFormText.fields.contacts,
    description: entryFormText.fields.description,
    photos: entryFormText.fields.photos,
  },
  messages: {
    ...entryFormText.messages,
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
    photosCount: (min: number, max: number) => `Фото: от ${min} до ${max}`,
  },
  sections: {
    main: 'Основное',
    location: 'Расположение',
    contacts: 'Контакты',
    description: 'Описание',
    photos: 'Фото',
  },
  holdingDatePlaceholder: 'Например: 12 июня, с 18:00',
  holdingDateHint: 'Свободный текст, показывается как введён',
  datePlaceholder: 'ДД.ММ.ГГГГ',
  clearDate: 'Очистить дату',
  /** The calendar's arrows, named for screen readers (the month and year controls are named by their text). */
  calendarLabels: {
    nextMonth: 'Следующий месяц',
    previousMonth: 'Предыдущий месяц',
    nextYear: 'Следующий год',
    previousYear: 'Предыдущий год',
    nextDecade: 'Следующее десятилетие',
    previousDecade: 'Предыдущее десятилетие',
  },
} as const

export const eventViewText = {
  ...entryViewText,
  event: 'Событие',
  name: 'Название',
  holdingDate: 'Дата проведения',
  dateStart: 'Дата начала',
  dateEnd: 'Дата окончания',
  eventId: 'ID события',
  status: 'Статус',
  active: 'Активно',
  banned: 'Забанено',
} as const
