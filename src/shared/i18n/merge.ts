/**
 * A save that finds the record changed since the form opened it: the dialog that
 * shows both values of each field both sides changed, and the failure of the fresh read before the save.
 */
export const mergeText = {
  title: 'Запись изменили, пока вы её правили',
  intro: 'Эти поля изменили и вы, и другой. Выберите значение каждого; прочие его правки сохранятся.',
  mine: 'Ваше значение',
  theirs: 'Сохранено на сервере',
  choice: (field: string) => `Что сохранить: ${field}`,
  keepMine: 'Ваше',
  takeTheirs: 'С сервера',
  confirm: 'Сохранить выбранное',
  chooseEvery: 'Выберите значение каждого поля',
  empty: 'пусто',
  /** Shown under the spec's save failure text when the record could not be read again before the save. */
  freshReadFailed: 'Не удалось прочитать запись заново перед сохранением; ничего не отправлено.',
} as const
