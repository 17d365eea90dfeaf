/** Issue 22: the sign-in dialog over a screen whose save met an ended session. Loaded with the dialog, not with every screen. */
export const sessionExpiryText = {
  title: 'Сессия истекла',
  text: 'Войдите снова: введённое останется на месте, и сохранение будет отправлено ещё раз.',
} as const
