import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/shared/limits'
import { adminsText } from './admins'
import { articlesText } from './articles'
import { authText } from './auth'
import { catalogueText } from './catalogue'
import { complaintsText } from './complaints'
import { eventFormText } from './events'
import { markupText } from './markup'
import { organizationFormText, organizationsText } from './organizations'
import { photoGridText } from './photo-grid'
import { entryFormText, photosText, ru, saveText } from './ru'
import { shellText } from './shell'
import { templatePhotosText } from './template-photos'

/**
 * The spec's own words (sections 2, 4, 5 and 8), written here as the spec quotes them and compared
 * with the text the console shows in that place — never with the i18n constant itself, so that a
 * changed constant fails here. Server messages the console shows as they come are not its texts.
 */
const SPEC_TEXTS: [where: string, shown: string, spec: string][] = [
  // Section 2, Login.
  ['the login e-mail placeholder', authText.emailPlaceholder, 'E mail'],
  ['the login button', authText.submit, 'Войти'],
  // Section 2, photo editing pages.
  ['the saved photos section', photosText.savedArea, 'Сохраненные'],
  ['the saved photo delete confirmation title', photosText.deleteTitle, 'Удалить?'],
  ['the delete confirmation cancel button', ru.common.cancel, 'Отмена'],
  ['the delete confirmation delete button', photosText.deleteConfirm, 'Удалить'],
  ['a success result modal title', ru.common.success, 'Успешно'],
  ['a failure result modal title', ru.common.error, 'Ошибка'],
  ['the result modal button', ru.common.ok, 'Ок'],
  // Section 2, Template photos.
  ['the template photo delete confirmation', photosText.deleteTitle, 'Удалить?'],
  ['the too-many-files modal title', photoGridText.warningTitle, 'Внимание'],
  ['an untitled template photo', templatePhotosText.noTitle, 'No title'],
  // Section 2, Reports: approving deletes the content and asks first.
  ['the complaint approve confirmation title', complaintsText.confirmTitle, 'Удалить?'],
  // Section 5.
  ['an article block name that is too short', catalogueText.nameMin, 'Минимум 2 символа'],
  ['a new article without a cover', articlesText.chooseFile, 'Выберите файл'],
  ['the preview of markup with a forbidden fragment', markupText.forbiddenPreview, 'Есть недопустимые символы'],
  ['the administrator name that is too short', adminsText.wizard.nameMin, 'Минимум 2 символа'],
  ['the administrator e-mail that is not one', adminsText.wizard.emailInvalid, 'Неправильный формат email'],
  ['the administrator password that is too short', adminsText.wizard.passwordMin, 'Минимум 6 символов'],
  ['the administrator with no right', adminsText.wizard.rightsRequired, 'Выберите хотя бы одну из этих прав'],
  ['the organization form error summary heading', organizationFormText.errorsHeading, 'There are errors in the following fields'],
  ['the event form error summary heading', eventFormText.errorsHeading, 'There are errors in the following fields'],
  ['an owner id that is not 24 characters', organizationFormText.messages.ownerId, 'wrong user ID format (24 characters)'],
  // Section 8.
  ['the server message "Name length minimum 2"', ru.serverMessages['Name length minimum 2']!, 'Минимум 2 символа'],
  ['a failure with no server message', ru.errors.unknownServer, 'Unknown server error'],
  ['a failure with no response', ru.errors.noResponse, 'No response from the server'],
  ['a failure with no message at all', ru.errors.unknown, 'Unknown error'],
  ['the default error placeholder', ru.common.unknownErrorPlaceholder, 'Неизвестная ошибка'],
  ['the complaints list failure', complaintsText.listFailed, 'Error fetching complaints'],
  ['the complaint counts failure', complaintsText.countsFailed, 'Error fetching complaints count'],
  ['the navigation badge counts failure', shellText.session.countsFailed, 'Error fetching complaints count'],
  ['an owner change to a banned user', organizationsText.ownerErrors.banned, 'Этот пользователь забанен'],
  ['an owner change to an unconfirmed user', organizationsText.ownerErrors.notConfirmed, 'Этот пользователь не подтверждён'],
  ['an owner change to no such user', organizationsText.ownerErrors.other, 'Такого пользователя не существует'],
  ['an organization or event load failure', ru.common.error, 'Ошибка'],
  ['a save failure modal title', saveText.failureTitle, 'Возникла ошибка'],
  ['the entry forms save failure modal title', entryFormText.failureTitle, 'Возникла ошибка'],
  ['a save with no connection', saveText.noConnection, 'Не удалось установить соединение с сервером'],
  ['an entry form save with no connection', entryFormText.noConnection, 'Не удалось установить соединение с сервером'],
  ['a photo add or remove failure title', photosText.failure, 'Error'],
  ['a photo add or remove failure with no server message', photosText.serverError, 'Server error'],
  ['photos added', photosText.saved(3), '3 фото успешно сохранилось!'],
  ['a photo removed', photosText.deleted, 'Фото успешно удалилось!'],
  ['a delete at the minimum of photos', photosText.minimum(3), 'Минимальное количество фото на карусели: 3'],
  ['too many photos', photosText.maximum(LIMITS.photosMax), 'Максимальное количество фото на карусели: 15'],
  ['an empty dropdown', ru.common.nothingFound, 'Не найдено.'],
]

describe("the spec's own words are the console's texts (sections 2, 4, 5, 8)", () => {
  it.each(SPEC_TEXTS)('%s', (_, shown, spec) => {
    expect(shown).toBe(spec)
  })

  it("success messages: an organization or event 'успешно была создана' or 'отредактирована' with its name", () => {
    expect(organizationFormText.successCreate('Кафе «Арча»')).toBe('Кафе «Арча» успешно была создана')
    expect(organizationFormText.successEdit('Кафе «Арча»')).toBe('Кафе «Арча» успешно была отредактирована')
    expect(eventFormText.successCreate('Фестиваль')).toBe('Фестиваль успешно была создана')
    expect(eventFormText.successEdit('Фестиваль')).toBe('Фестиваль успешно была отредактирована')
  })
})
