import { countOf, type PluralForms } from '@/shared/lib/plural'
import { authText, shellText } from './shell'

/** Spec section 5's message for a name that is too short, shown for the server's message too. */
const minTwoCharacters = 'Минимум 2 символа'
/** A city to choose: the city field's placeholder once a country is chosen, and its required message. */
const chooseCity = 'Выберите город'

/**
 * The shared words: what several features show (common words, page titles, errors, the one table of
 * server messages, the texts of the widgets in shared/). A feature's own texts live in the module
 * named after it. Spec texts that are quoted in English (server messages shown as they are, e.g.
 * 'There is no such admin') stay in English here too.
 */
export const ru = {
  common: {
    loading: 'Загрузка…',
    retry: 'Повторить',
    cancel: 'Отмена',
    ok: 'Ок',
    close: 'Закрыть',
    /** The eye button of every password field. */
    togglePassword: 'Показать или скрыть пароль',
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
    complaints: 'Жалобы',
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
    /** A 413: what a proxy or the server answers for a body over its limit. */
    tooLarge: 'Файл слишком большой для сервера',
    malformedResponse: 'Сервер вернул данные в неожиданном формате',
    forbidden: 'Недостаточно прав для этого действия',
    /** A call of a tab whose session another tab ended, while its admin has not signed in again there. */
    signInFirst: 'Войдите снова, чтобы продолжить',
    /** A save answered after the session it was made in ended (a logout, another admin's sign-in): its answer is not used. */
    sessionEnded: 'Сеанс, в котором начато сохранение, завершён: его результат не применён',
    pageFailed: 'Не удалось открыть страницу',
  },
  /** Why a release build does not start: its deploy's config.json (shared/startup/runtime-config.ts). */
  startFailure: {
    title: 'Консоль не настроена для этого сервера',
    problems: {
      unreachable: 'Не удалось загрузить настройки консоли (config.json): сервер не ответил. Проверьте соединение и повторите.',
      missing: 'На сервере нет файла настроек консоли (config.json) рядом с index.html. Сообщите администратору сервера.',
      'not-json':
        'Вместо файла настроек консоли (config.json) сервер вернул веб-страницу. Сервер должен отдавать сам файл, а не index.html. Сообщите администратору сервера.',
      malformed: 'Файл настроек консоли (config.json) содержит недопустимые значения. Сообщите администратору сервера.',
      'no-salt':
        'В файле настроек консоли (config.json) не задана соль паролей (passwordSalt) этого сервера или задана соль тестового сервера. Сообщите администратору сервера.',
    },
  },
  /**
   * The one table of server messages (api-contract, spec section 8 and its error-message dictionary
   * of countries and cities) and what the console shows for them.
   */
  serverMessages: {
    'Name length minimum 2': minTwoCharacters,
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

// ---------------------------------------------------------------------------------------------
// The words of the widgets several features show (shared/ui, shared/markup, shared/api): each
// object is its own export.

/** Spec section 8 "Save failure": the texts of a failed save, shared by every form. */
export const saveText = {
  failureTitle: 'Возникла ошибка',
  noConnection: 'Не удалось установить соединение с сервером',
} as const

/**
 * A save that finds the record changed since the form opened it: the dialog that
 * shows both values of each field both sides changed, and the failure of the fresh read before the save.
 */
export const mergeText = {
  title: 'Запись изменили, пока вы её правили',
  intro: 'Эти поля изменили и вы, и другой. Выберите значение каждого; прочие его правки сохранятся.',
  mine: 'Ваше значение',
  theirs: 'Сохранено на сервере',
  choice: (field: string) => `Что сохранить: ${field}`,
  keepMine: 'Ваше',
  takeTheirs: 'С сервера',
  confirm: 'Сохранить выбранное',
  chooseEvery: 'Выберите значение каждого поля',
  empty: 'пусто',
  /** Shown under the spec's save failure text when the record could not be read again before the save. */
  freshReadFailed: 'Не удалось прочитать запись заново перед сохранением; ничего не отправлено.',
} as const

/** Spec section 5 gives the owner id's format message in English. */
export const wrongUserIdFormat = 'wrong user ID format (24 characters)'

/** The name of a card's ⋮ button comes before the entry's name: the card's button is named by this and its heading. */
const actionsOf = 'Действия:'

/** The row menu of any entry list (spec section 6); a feature adds its own entries. */
export const entryMenuText = {
  actionsOf,
  actions: (name: string) => `${actionsOf} ${name}`,
  menu: {
    open: 'Открыть',
    edit: ru.common.edit,
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
    cityRequired: chooseCity,
    min2: minTwoCharacters,
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
  cityPlaceholderReady: chooseCity,
  citiesFailed: 'Не удалось загрузить города',
  submitCreate: 'Создать',
  submitEdit: ru.common.save,
  cancel: ru.common.cancel,
  saving: 'Сохранение…',
  uploadProgress: (percent: number) => `Загрузка фото: ${percent}%`,
  /** Spec section 8 "Success messages". */
  successCreate: (name: string) => `${name} успешно была создана`,
  successEdit: (name: string) => `${name} успешно была отредактирована`,
  failureTitle: saveText.failureTitle,
  noConnection: saveText.noConnection,
} as const

/** A create whose answer did not arrive (timeout, dropped connection, a malformed answer): what the look-up found. */
export const uncertainCreateText = {
  created: (name: string) => `Ответ сервера не дошёл, но «${name}» создана: повторять не нужно.`,
  notCreated: 'На сервере такой записи нет: её можно отправить ещё раз.',
  unchecked: 'Не удалось проверить, создана ли запись; «Повторить» сначала проверит это.',
  retrySafe: 'Сервер мог сохранить запись; «Повторить» не создаст её второй раз.',
} as const

export const entryViewText = {
  cancel: ru.common.cancel,
  editPhotos: entryMenuText.menu.editPhotos,
  edit: ru.common.edit,
  owner: 'Владелец',
  registeredAt: 'Дата регистрации',
  ownerId: entryFormText.fields.owner_id,
  ownerEmail: 'E-mail владельца',
  specialization: entryFormText.fields.specialization,
  description: entryFormText.fields.description,
  location: 'Расположение',
  country: entryFormText.fields.country_id,
  city: entryFormText.fields.city_id,
  address: entryFormText.fields.address,
  contacts: entryFormText.fields.contacts,
  emptyValue: 'Не указано',
  createdAt: 'Дата создания',
  carousel: 'Фото на карусели',
  noPhotos: 'Нет фото',
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
  photoOf: (index: number, total: number) => `Фото ${index} из ${total}`,
} as const

/** The location map of an entry's form and single view. */
export const mapText = {
  label: 'Карта',
  /** The title over the reason the map cannot be drawn. */
  unavailable: 'Карта недоступна',
  noKey: 'Не задан ключ Google Maps. Координаты можно ввести вручную.',
  loadFailed: 'Не удалось загрузить карту. Координаты можно ввести вручную.',
  authFailed: 'Ошибка авторизации карты. Координаты можно ввести вручную.',
  /** Under a map that sets the point: the keyboard's way is the coordinate fields. */
  pickHint: 'Точку задаёт щелчок по карте или широта и долгота, введённые в поля выше.',
} as const

const DRAFT_AGE_UNITS: Record<'minute' | 'hour' | 'day', PluralForms> = {
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
}

/** A form's draft kept on this device (shared/drafts/use-form-draft.tsx): the offer to bring it back, and its age. */
export const draftText = {
  offerTitle: 'Есть несохранённый черновик',
  offer: (age: string) => `Черновик этой формы сохранён на этом устройстве ${age}. Восстановить его?`,
  restore: 'Восстановить',
  discard: 'Отбросить',
  justNow: 'только что',
  ago: (count: number, unit: 'minute' | 'hour' | 'day') => `${countOf(count, DRAFT_AGE_UNITS[unit])} назад`,
  /** The record changed on the server since the draft was started from it. */
  serverChanged: (fields: string[]) => `С тех пор запись изменена на сервере, поля: ${fields.join(', ')}.`,
  /** Of those, the ones the draft changed too: restoring puts the draft's value over the server's. */
  bothChanged: (fields: string[]) =>
    `Восстановление заменит серверное значение полей: ${fields.join(', ')}. Остальные поля останутся как на сервере.`,
  kept: 'Черновик сохранён на этом устройстве',
} as const

/** The unsaved-changes guard (shared/drafts/use-leave-guard.tsx). */
export const leaveGuardText = {
  title: 'Уйти со страницы?',
  text: 'Несохранённые изменения будут потеряны.',
  confirm: 'Уйти',
  stay: 'Остаться',
  /** The same question before a logout, a sign-in as another account and a switch of the system country. */
  logout: { title: 'Выйти без сохранения?', confirm: shellText.nav.logout },
  account: { title: 'Войти под другой учётной записью?', confirm: authText.submit },
  country: { title: 'Сменить страну без сохранения?', confirm: 'Сменить страну' },
  /** Before a dialog with something typed is closed by Escape or a click outside it. */
  close: { title: 'Закрыть без сохранения?', confirm: 'Не сохранять' },
} as const

/** The photo pieces: photo picker, photo editing page, photo delete and result modals (spec sections 2, 5, 8). */
export const photosText = {
  newArea: 'Новые',
  savedArea: 'Сохраненные',
  add: 'Добавить фото',
  save: ru.common.save,
  back: ru.common.back,
  noNew: 'Нет выбранных фото',
  noSaved: 'Нет сохранённых фото',
  remove: 'Убрать фото',
  delete: 'Удалить фото',
  deleteTitle: 'Удалить?',
  /** The photo shown in the delete confirmation. */
  deletedPhoto: 'Фото, которое будет удалено',
  deleteText: 'Это действие нельзя отменить.',
  deleteConfirm: ru.common.delete,
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
  /** A HEIC/HEIF photo (an iPhone's) is refused by its name, with what to send instead. */
  heic: (names: string) => `${names}: HEIC не подходит, отправьте фото как JPEG`,
  /** A photo whose metadata (the place it was taken, the camera) could not be taken out is not sent. */
  metadataKept: (names: string) =>
    `${names}: не удалось убрать из файла сведения о месте съёмки, фото не отправлено. Сохраните его заново как JPEG или PNG и выберите снова`,
  /** The drop target while files are dragged over the page; `target` is the picker's name. */
  dropHere: (target: string) => `Отпустите файлы здесь: ${target}`,
  /** A chosen photo's progress: prepared in the background (upright, smaller, without metadata), then sent. */
  stage: { queued: 'В очереди', decoding: 'Подготовка', encoding: 'Сжатие', ready: 'Готово' },
  sending: (percent: number) => `Отправка: ${percent}%`,
  preview: (name: string) => `Фото ${name}`,
  savedPhoto: (n: number) => `Сохранённое фото ${n}`,
  uploadProgress: (percent: number) => `Загрузка: ${percent}%`,
} as const

/** The photo grid with upload (gallery and template photos). */
export const photoGridText = {
  add: photosText.add,
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
  dropUnsent: draftText.discard,
} as const

/** The copy button (markup tag helpers, gallery photo tags). */
export const copyText = {
  copied: 'Скопировано',
  failed: 'Не удалось скопировать',
} as const

/** The list widgets: search, status filter, page size, pagination, confirm. */
export const listText = {
  searchLabel: shellText.nav.search,
  searchPlaceholder: 'Введите текст для поиска',
  pageSizeLabel: 'Записей на странице',
  paginationLabel: 'Страницы',
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  page: (n: number) => `Страница ${n}`,
  statusLabel: 'Статус',
  /** An entry list's checkbox that searches beyond the name (spec section 2). */
  deepSearch: 'Глубокий поиск',
  status: { all: 'Все', active: 'Активные', banned: 'Забаненные' },
  statusWithTotal: (label: string, total: number) => `${label} (${total})`,
  nothingFound: 'Ничего не найдено',
  /** Said to a screen reader when a search or filter is answered. */
  found: (total: number) => `Найдено: ${total}`,
  shown: (from: number, to: number, total: number) => `Показано ${from}–${to} из ${total}`,
  loadingPage: 'Загрузка страницы…',
  confirm: 'Подтвердить',
  actionFailed: 'Не удалось выполнить действие',
} as const
