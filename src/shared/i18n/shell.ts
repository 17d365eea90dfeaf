/** Texts of the signed-in frame: product title, navigation, country switcher, session notes; the sign-in below. */
export const shellText = {
  productTitle: 'Справочник организаций и событий',
  productSubtitle: 'Консоль администратора',
  /** The first thing Tab reaches: past the navigation to the screen. */
  skipToContent: 'Перейти к содержимому',
  nav: {
    label: 'Разделы консоли',
    /** The button that shows the navigation in a narrow window (a 1280 px screen at 200 % zoom). */
    menu: 'Меню консоли',
    cities: 'Города',
    articles: 'Статьи',
    gallery: 'Галерея',
    templatePhotos: 'Шаблонные фото',
    complaints: 'Жалобы',
    users: 'Пользователи',
    organizations: 'Организации',
    events: 'События',
    categories: 'Категории',
    admins: 'Администраторы',
    logout: 'Выйти',
    rootName: 'Super admin',
    rootRole: 'Root',
    adminRole: 'Администратор',
    complaintsBadge: (count: number) => `Жалоб: ${count}`,
    /** The shell's button of the command palette and its shortcut (the palette's own texts load with it: palette.ts). */
    search: 'Поиск',
    searchShortcut: 'Ctrl+K',
  },
  /** The colour scheme, in the account block. */
  theme: {
    label: 'Тема',
    light: 'Светлая',
    dark: 'Тёмная',
    auto: 'Как в системе',
  },
  country: {
    switcherLabel: 'Страна',
    current: 'Текущая страна',
  },
  session: {
    profileRefreshFailed: 'Не удалось обновить профиль',
    staticDataFailed: 'Не удалось загрузить справочники',
    staticDataLoading: 'Загрузка справочников…',
    countsFailed: 'Error fetching complaints count',
    /** Another tab's change held back while this screen holds unsaved changes (shared/auth/session.ts `held`). */
    otherTab: {
      loggedOut: 'В другой вкладке выполнен выход.',
      otherAccount: 'В другой вкладке выполнен вход под другой учётной записью.',
      kept: 'Введённое здесь не потеряно: войдите снова, чтобы сохранить его.',
      country: (chosen: string, kept: string) =>
        `В другой вкладке выбрана страна ${chosen}; здесь остаётся ${kept}, пока есть несохранённое.`,
      signInAgain: 'Войти снова',
      switchCountry: (chosen: string) => `Перейти: ${chosen}`,
    },
    /** Five minutes before the token's expiry. */
    expiringText: (time: string) => `Сессия скоро истечёт: она закончится в ${time}. Сохраните изменения, чтобы не входить заново.`,
  },
} as const

/** The shell's banner of the browser's connection (features/shell/components/connection-banner.tsx). */
export const connectionText = {
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Пока его нет, загрузки и сохранения сразу сообщают об ошибке; ничего не отправляется само. Введённое остаётся на экране.',
  backTitle: 'Соединение восстановлено',
  backText: 'То, что не удалось, можно повторить кнопкой «Повторить».',
} as const

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
