/** Texts of the command palette. Loaded with the palette on its first use, not with the shell. */
import { countOf, type PluralForms } from '@/shared/lib/plural'

const results: PluralForms = ['результат', 'результата', 'результатов']

export const paletteText = {
  label: 'Поиск по консоли',
  placeholder: 'Раздел, организация, событие, пользователь или id',
  groups: {
    id: 'Найдено по id',
    recent: 'Недавние',
    screens: 'Разделы',
    organizations: 'Организации',
    events: 'События',
    users: 'Пользователи',
  },
  openScreen: (name: string) => `Открыть раздел «${name}»`,
  openOrganization: (name: string) => `Открыть организацию «${name}»`,
  openEvent: (name: string) => `Открыть событие «${name}»`,
  openUser: (name: string) => `Открыть пользователя «${name}»`,
  searching: 'Ищем…',
  nothing: 'Ничего не найдено',
  idNotFound: 'Ничего не найдено по этому id',
  failed: (message: string) => `Поиск не удался: ${message}`,
  count: (count: number) => (count === 0 ? 'Ничего не найдено' : `Найдено: ${countOf(count, results)}`),
  hint: 'Enter — открыть, Ctrl+Enter — в новой вкладке, Esc — закрыть',
}

/** The sheet of keyboard shortcuts `?` opens: each key with what it does. */
export const shortcutsText = {
  title: 'Сочетания клавиш',
  keyColumn: 'Клавиши',
  actionColumn: 'Действие',
  shortcuts: [
    { keys: 'Ctrl+K / ⌘K', action: 'Открыть поиск по консоли' },
    { keys: '?', action: 'Показать эти сочетания клавиш' },
    { keys: '/', action: 'Перейти к поиску по списку' },
    { keys: 'Ctrl+S / ⌘S', action: 'Сохранить открытую форму, статью или информацию' },
    { keys: '↑ ↓', action: 'В поиске: выбрать результат' },
    { keys: 'Enter', action: 'В поиске: открыть выбранное' },
    { keys: 'Ctrl+Enter / ⌘Enter', action: 'В поиске: открыть выбранное в новой вкладке' },
    { keys: 'Esc', action: 'Закрыть окно или поиск' },
    { keys: '↓ ↑ / J K (О Л)', action: 'Жалобы: следующая и предыдущая жалоба' },
    { keys: 'Enter', action: 'Жалобы: открыть то, на что пожаловались, в новой вкладке' },
    { keys: 'S (Ы)', action: 'Жалобы: просмотрено' },
    { keys: 'D (В)', action: 'Жалобы: отклонить (оставить)' },
    { keys: 'A (Ф)', action: 'Жалобы: одобрить (удалить); Enter подтверждает, Esc отменяет' },
    { keys: '1–6', action: 'Жалобы: перейти на вкладку по её номеру' },
  ],
}
