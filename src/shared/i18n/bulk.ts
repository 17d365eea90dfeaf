import { countOf, type PluralForms } from '@/shared/lib/plural'
import { entryFormText } from './ru'

/** The lists with bulk actions. */
export type BulkKind = 'organizations' | 'events' | 'users'
/** The bulk actions: ban, unban, full delete. */
export type BulkAction = 'ban' | 'unban' | 'delete'

/** The entries in the accusative after a number ('Забанить 1 организацию / 2 организации / 5 организаций'). */
const nouns: Record<BulkKind, PluralForms> = {
  organizations: ['организацию', 'организации', 'организаций'],
  events: ['событие', 'события', 'событий'],
  users: ['пользователя', 'пользователей', 'пользователей'],
}

const verbs: Record<BulkAction, string> = { ban: 'Забанить', unban: 'Разбанить', delete: 'Удалить полностью' }

/** Thousands apart by a (no-break) space, as Russian writes them: '2 500'. */
const number = new Intl.NumberFormat('ru-RU')

export const bulkText = {
  nouns,
  selectAllOnPage: 'Выбрать все на странице',
  /** The card's or row's checkbox: its label is the entry's name. */
  selectEntry: (name: string) => name,
  barLabel: 'Действия с выбранными',
  selected: (count: number) => `Выбрано: ${count}`,
  clear: 'Снять выбор',
  actions: verbs,
  /** A bar button: the action and how many entries it changes. */
  actionButton: (action: BulkAction, count: number) => `${verbs[action]} (${count})`,
  nothingAllowed: 'С выбранными записями вам ничего не доступно',
  confirmTitle: (action: BulkAction, kind: BulkKind, count: number) => `${verbs[action]} ${countOf(count, nouns[kind])}?`,
  confirmMessage: {
    ban: 'Записи будут скрыты от пользователей.',
    unban: 'Записи снова станут видны пользователям.',
    delete: 'Записи будут удалены навсегда. Это действие нельзя отменить.',
  } as Record<BulkAction, string>,
  confirmHow: 'Сервер принимает записи по одной: консоль отправит их по нескольку за раз. Остановить можно в любой момент.',
  progressTitle: (action: BulkAction, kind: BulkKind, count: number) => `${verbs[action]} ${countOf(count, nouns[kind])}`,
  progressLabel: 'Выполнено',
  progress: (settled: number, total: number) => `${number.format(settled)} из ${number.format(total)}`,
  stop: 'Остановить',
  stopping: 'Останавливается…',
  summaryTitle: 'Итог',
  summaryDone: (count: number) => `Выполнено: ${count}`,
  summaryFailed: (count: number) => `Не удалось: ${count}`,
  summaryNotStarted: (count: number) => `Не начато: ${count}`,
  failedListLabel: 'Не удалось',
  failedItem: (name: string, message: string) => `${name} — ${message}`,
  retryFailed: 'Повторить неудавшиеся',
  close: 'Готово',
}

export const exportText = {
  button: 'Экспорт в CSV',
  title: 'Экспорт в CSV',
  progressLabel: 'Выгружено записей',
  progress: (done: number, total: number) => `${number.format(done)} из ${number.format(total)}`,
  starting: 'Подготовка…',
  cancel: 'Отменить',
  saved: (fileName: string, count: number) => `Файл ${fileName} сохранён: записей ${number.format(count)}.`,
  failed: (page: number, message: string) => `Страница ${page} не загрузилась и со второй попытки (${message}). Файл не сохранён.`,
  cancelled: 'Экспорт отменён. Файл не сохранён.',
  retry: 'Начать заново',
  close: 'Готово',
  yes: 'Да',
  no: 'Нет',
  /** Column headers of each list's file. */
  columns: {
    id: 'ID',
    name: 'Название',
    category: 'Категория',
    subCategories: 'Подкатегории',
    specialization: 'Специализация',
    country: 'Страна',
    city: 'Город',
    address: 'Адрес',
    ownerId: 'ID владельца',
    ownerEmail: 'E-mail владельца',
    status: 'Статус',
    createdAt: 'Дата создания',
    holdingDate: 'Дата проведения',
    dateStart: 'Начало',
    dateEnd: 'Окончание',
    // The contact columns are named as the form names its fields.
    phone: entryFormText.contacts.phone_number,
    instagram: entryFormText.contacts.instagram,
    telegram: entryFormText.contacts.telegram,
    whatsapp: entryFormText.contacts.whatsapp,
    viber: entryFormText.contacts.viber,
    facebook: entryFormText.contacts.facebook,
    website: entryFormText.contacts.website,
    userName: 'Имя',
    email: 'E-mail',
    registeredAt: 'Дата регистрации',
    rights: 'Права',
    complaintCountries: 'Страны жалоб',
    infoCountries: 'Страны информации',
  },
  status: { active: 'Активна', banned: 'Забанена' },
  eventStatus: { active: 'Активно', banned: 'Забанено' },
  userStatus: { active: 'Активен', banned: 'Забанен' },
}
