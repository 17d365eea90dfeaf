/** Texts of the Reports (complaints) screen. */
import { countOf, type PluralForms } from '@/shared/lib/plural'

const newComplaints: PluralForms = ['новая жалоба', 'новые жалобы', 'новых жалоб']

export const complaintsText = {
  tabsLabel: 'Виды жалоб',
  tabs: {
    review: 'Комментарии',
    photo: 'Фото',
    article: 'Информация',
    itIsMyOrganization: 'Владельцы',
    organization: 'Организации',
    event: 'События',
  },
  tabCount: (count: number) => `жалоб: ${count}`,
  total: (count: number) => `Всего жалоб: ${count}`,
  listFailed: 'Error fetching complaints',
  countsFailed: 'Error fetching complaints count',
  empty: 'Жалоб этого вида нет',
  /** Spec section 8 logs an unreadable complaint; the page also says how many it could not show. */
  skipped: (count: number) => `Не удалось прочитать жалоб: ${count}. Они не показаны.`,
  noCountry: 'Нет страны, в которой вам доступны жалобы',
  complaintLabel: (name: string, date: string) => `Жалоба от ${name}, ${date}`,
  reasons: { wrong: 'Неверная информация', offensive: 'Оскорбительное содержание' },
  reason: 'Причина',
  date: 'Дата',
  from: 'Пожаловался',
  unknownUser: 'Неизвестный пользователь',
  text: 'Текст жалобы',
  noText: 'Без текста',
  complaintPhotos: 'Фото к жалобе',
  complaintPhotoAlt: (index: number) => `Фото к жалобе ${index}`,
  subjectPhotoAlt: (index: number) => `Фото ${index}`,
  subjectTitle: {
    review: 'Отзыв',
    photo: 'Фото',
    article: 'Статья',
    itIsMyOrganization: 'Организация',
    organization: 'Организация',
    event: 'Событие',
  },
  rating: (rating: number) => `Оценка: ${rating} из 5`,
  reviewAuthor: 'Автор отзыва',
  photoAuthor: 'Автор фото',
  reviewedOrganization: 'Организация',
  owner: 'Владелец',
  articleCoverAlt: (name: string) => `Обложка статьи «${name}»`,
  complainedPhotoAlt: 'Фото, на которое пожаловались',
  openOrganization: 'Открыть организацию',
  openEvent: 'Открыть событие',
  subjectGone: 'Содержимое уже удалено',
  actions: {
    approve: 'Одобрить (удалить)',
    decline: 'Отклонить (оставить)',
    seen: 'Просмотрено',
  },
  /** An answer's button as a screen reader names it: the answer, then the complaint it answers. */
  actionOn: (action: string, complaint: string) => `${action}: ${complaint}`,
  confirmTitle: 'Удалить?',
  confirmMessage: {
    review: 'Отзыв будет удалён. Это действие нельзя отменить.',
    photo: 'Фото будет удалено из карусели организации. Это действие нельзя отменить.',
    article: 'Статья будет скрыта. Это действие нельзя отменить.',
    itIsMyOrganization: 'Организация будет удалена. Это действие нельзя отменить.',
    organization: 'Организация будет удалена. Это действие нельзя отменить.',
    event: 'Событие будет удалено. Это действие нельзя отменить.',
  },
  confirmApprove: 'Удалить',
  answerFailed: 'Не удалось ответить на жалобу',
  /** The queue: the feed of complaints worked from the keyboard. */
  queueLabel: 'Очередь жалоб',
  /** Said by screen readers with a focused complaint: the keys that answer it. */
  queueKeysHint: 'S — просмотрено, D — отклонить, A — одобрить, Enter — открыть в новой вкладке, ↓ ↑ — следующая и предыдущая',
  /** The complaints that came in since the list was shown wait behind this line rather than push the list. */
  freshComplaints: (count: number) => countOf(count, newComplaints),
  showFresh: 'Показать',
  /** The server says the complaint is gone: a colleague answered it first. */
  alreadyHandled: 'Эту жалобу уже обработали',
  /** The approval asked from the keyboard. */
  confirmKeysHint: 'Enter — удалить, Esc — отмена',
  openFullSize: 'Открыть в полном размере',
  subjectCoverAlt: (name: string) => `Обложка: ${name}`,
  answered: {
    approve: 'Жалоба одобрена, содержимое удалено',
    decline: 'Жалоба отклонена',
    seen: 'Жалоба отмечена как просмотренная',
  },
} as const
