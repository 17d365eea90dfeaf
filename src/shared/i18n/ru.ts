/**
 * Every text the console shows. Spec texts that are quoted in English (server messages shown as
 * they are, e.g. 'There is no such admin') stay in English here too.
 */
export const ru = {
  common: {
    loading: 'Загрузка…',
    retry: 'Повторить',
    cancel: 'Отмена',
    ok: 'Ок',
    close: 'Закрыть',
    save: 'Сохранить',
    delete: 'Удалить',
    edit: 'Редактировать',
    back: 'Назад',
    yes: 'Да',
    no: 'Нет',
    nothingFound: 'Не найдено.',
    unknownErrorPlaceholder: 'Неизвестная ошибка',
    error: 'Ошибка',
    success: 'Успешно',
    newTabHint: 'откроется в новой вкладке',
  },
  pages: {
    cities: 'Страны и города',
    articles: 'Статьи',
    gallery: 'Галерея',
    templatePhotos: 'Шаблонные фото',
    reports: 'Жалобы',
    users: 'Пользователи',
    organizationsView: 'Организации',
    organizationSingle: 'Организация',
    organizationCreate: 'Новая организация',
    organizationEdit: 'Редактирование организации',
    organizationPhotos: 'Фото организации',
    eventsView: 'События',
    eventSingle: 'Событие',
    eventCreate: 'Новое событие',
    eventEdit: 'Редактирование события',
    eventPhotos: 'Редактирование фото',
    categories: 'Категории',
    admins: 'Администраторы',
  },
  errors: {
    /** Spec section 8 "Generic". */
    unknownServer: 'Unknown server error',
    noResponse: 'No response from the server',
    unknown: 'Unknown error',
    malformedResponse: 'Сервер вернул данные в неожиданном формате',
    forbidden: 'Недостаточно прав для этого действия',
    pageFailed: 'Не удалось открыть страницу',
  },
  /**
   * The one table of server messages (api-contract, spec section 8 and its error-message dictionary
   * of countries and cities) and what the console shows for them.
   */
  serverMessages: {
    'Name length minimum 2': 'Минимум 2 символа',
    'This user is banned': 'Этот пользователь забанен',
    'This user is not confirmed': 'Этот пользователь не подтверждён',
    'The owner of the organization has been changed': 'Владелец организации изменён',
    'There are organizations in this country': 'В этой стране есть организации: её нельзя удалить',
    'There are events in this country': 'В этой стране есть события: её нельзя удалить',
    'There are organizations in this city': 'В этом городе есть организации: его нельзя удалить',
    'There are events in this city': 'В этом городе есть события: его нельзя удалить',
    'There is already a country with this name': 'Страна с таким названием уже есть',
    'There is already a city with this name in this country': 'В этой стране уже есть город с таким названием',
    'There is no such country': 'Такой страны нет',
    'There is no such city': 'Такого города нет',
    'Flag is required': 'Выберите флаг',
    'Only png and jpeg flags are allowed': 'Флаг — только PNG или JPEG',
    'Latitude must be between -90 and 90': 'Широта — число от -90 до 90',
    'Longitude must be between -180 and 180': 'Долгота — число от -180 до 180',
    'Sort must be a whole number or null': 'Порядок — целое число или пусто',
  } as Record<string, string>,
} as const

/** Russian text for a server message where the spec gives one, else the message as it came. */
export function translateServerMessage(message: string): string {
  return ru.serverMessages[message] ?? message
}
