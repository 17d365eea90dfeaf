/** The markup editor, its preview and tag helpers (articles and information items). */
export const markupText = {
  editorLoading: 'Загрузка редактора…',
  previewLabel: 'Предпросмотр',
  /** Under the editor: Tab is not an indent there, it moves the focus on. */
  keyboardHint: 'Tab и Shift+Tab выводят из редактора; отступ ставится пробелами.',
  /** Spec section 5: the preview when a forbidden fragment is present. */
  forbiddenPreview: 'Есть недопустимые символы',
  forbiddenMark: 'Недопустимый фрагмент',
  /** Spec section 5: the alert that blocks a save names what was found. */
  forbiddenAlertTitle: 'Сохранение невозможно',
  forbiddenAlert: (fragments: string[]) =>
    `Текст содержит недопустимые фрагменты: ${fragments.map((fragment) => `«${fragment}»`).join(', ')}. Уберите их или обратитесь к разработчику.`,
  /** A new text is saved only as the sanitizer keeps it: what it would remove is named. */
  removedAlert: (removed: string[]) =>
    `Эти теги и атрибуты не разрешены и не будут сохранены: ${removed.map((item) => `«${item}»`).join(', ')}. Уберите их или обратитесь к разработчику.`,
  helpersLabel: 'Теги разметки',
  helpers: {
    h1: 'Заголовок 1',
    h2: 'Заголовок 2',
    h3: 'Заголовок 3',
    h4: 'Заголовок 4',
    link: 'Ссылка',
    list: 'Список',
    listItem: 'Пункт списка',
    indent: 'Отступ',
    image: 'Картинка',
    bold: 'Жирный',
    pre: 'Форматированный текст',
    spacing: 'Промежуток',
  },
  copy: (name: string) => `Копировать: ${name}`,
  insert: (name: string) => `Вставить: ${name}`,
  copyShort: 'Копировать',
  insertShort: 'Вставить',
  openGallery: 'Выбрать в галерее',
  openGalleryHint: 'Галерея откроется в новой вкладке: скопируйте тег фото там',
} as const
