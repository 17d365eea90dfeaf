/** The list widgets: search, status filter, page size, pagination, confirm. */
export const listText = {
  searchLabel: 'Поиск',
  searchPlaceholder: 'Введите текст для поиска',
  pageSizeLabel: 'Записей на странице',
  paginationLabel: 'Страницы',
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  page: (n: number) => `Страница ${n}`,
  statusLabel: 'Статус',
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

// The entries (organizations and events): row menu, form, single view, map.
