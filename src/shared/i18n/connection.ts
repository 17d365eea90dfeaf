/** The shell's banner of the browser's connection (features/shell/components/connection-banner.tsx), in a chunk of its own. */
export const connectionText = {
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Пока его нет, загрузки и сохранения сразу сообщают об ошибке; ничего не отправляется само. Введённое остаётся на экране.',
  backTitle: 'Соединение восстановлено',
  backText: 'То, что не удалось, можно повторить кнопкой «Повторить».',
} as const
