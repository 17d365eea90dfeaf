/** The unsaved-changes guard (shared/drafts/use-leave-guard.tsx). */
export const leaveGuardText = {
  title: 'Уйти со страницы?',
  text: 'Несохранённые изменения будут потеряны.',
  confirm: 'Уйти',
  stay: 'Остаться',
  /** The same question before a logout, a sign-in as another account and a switch of the system country. */
  logout: { title: 'Выйти без сохранения?', confirm: 'Выйти' },
  account: { title: 'Войти под другой учётной записью?', confirm: 'Войти' },
  country: { title: 'Сменить страну без сохранения?', confirm: 'Сменить страну' },
  /** Before a dialog with something typed is closed by Escape or a click outside it. */
  close: { title: 'Закрыть без сохранения?', confirm: 'Не сохранять' },
} as const
