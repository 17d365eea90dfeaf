/** Texts of the command palette (issue 23). Loaded with the palette on its first use, not with the shell. */
import { countOf, type PluralForms } from '../lib/plural'

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
