/** Texts of the sign-in form (the /login screen and the session-expiry dialog show it) and of that dialog. */
export const authText = {
  heading: 'Вход в консоль',
  emailLabel: 'Электронная почта',
  emailPlaceholder: 'E mail',
  passwordLabel: 'Пароль',
  submit: 'Войти',
  emailRequired: 'Введите e-mail',
  emailInvalid: 'Неправильный формат email',
  passwordRequired: 'Введите пароль',
  denied: 'Доступ запрещён: эта учётная запись не является администратором',
  noSections: 'У этой учётной записи нет доступных разделов',
  failed: 'Не удалось войти',
} as const

/** The sign-in dialog over a screen whose save met an ended session. */
export const sessionExpiryText = {
  title: 'Сессия истекла',
  text: 'Войдите снова: введённое останется на месте, и сохранение будет отправлено ещё раз.',
  /** The same dialog, asked for from the shell's notice after another tab ended this tab's session: its cancel only closes it. */
  prompted: { title: 'Войдите снова', text: 'Введённое на странице останется на месте.' },
} as const
