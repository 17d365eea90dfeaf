/** Texts of the Users screen. */

export const usersText = {
  searchLabel: 'Поиск по имени или e-mail',
  tableLabel: 'Пользователи',
  columns: { select: 'Выбор', name: 'Имя', email: 'E-mail', status: 'Статус', createdAt: 'Дата регистрации', actions: 'Действия' },
  status: { active: 'Активен', banned: 'Забанен' },
  empty: 'Пользователи не найдены',
  noName: 'Без имени',
  listFailed: 'Не удалось загрузить пользователей',
  updating: 'Обновление списка…',
  actions: { ban: 'Забанить', unban: 'Разбанить', delete: 'Удалить' },
  actionFor: {
    ban: (who: string) => `Забанить: ${who}`,
    unban: (who: string) => `Разбанить: ${who}`,
    delete: (who: string) => `Удалить: ${who}`,
  },
  confirmTitle: { ban: 'Забанить пользователя?', unban: 'Разбанить пользователя?', delete: 'Удалить пользователя?' },
  confirmMessage: {
    ban: (who: string) => `Пользователь ${who} будет забанен.`,
    unban: (who: string) => `Пользователь ${who} снова станет активным.`,
    delete: (who: string) => `Пользователь ${who} будет удалён навсегда. Это действие нельзя отменить.`,
  },
  done: { ban: 'Пользователь забанен', unban: 'Пользователь разбанен', delete: 'Пользователь удалён' },
} as const
