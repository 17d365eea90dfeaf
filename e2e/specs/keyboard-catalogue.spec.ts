import { adminsText } from '../../src/shared/i18n/admins'
import { categoriesText } from '../../src/shared/i18n/categories'
import { citiesText } from '../../src/shared/i18n/cities'
import { templatePhotosText } from '../../src/shared/i18n/gallery'
import { photosText, ru } from '../../src/shared/i18n/ru'
import { usersText } from '../../src/shared/i18n/users'
import { pngFiles } from '../files'
import { expect, expectWellShown, test } from '../fixtures'
import { chooseFilesWithEnter, expectFocusIn, interceptFileChoosers, retype, tabTo } from '../keyboard'
import { AdminsPage } from '../pages/admins.page'
import { CategoriesPage } from '../pages/categories.page'
import { CitiesPage } from '../pages/cities.page'
import { GalleryPage } from '../pages/gallery.page'
import { TemplatePhotosPage } from '../pages/template-photos.page'
import { UsersPage } from '../pages/users.page'
import { toast } from '../toasts'

const APP_USER = 'Пользователь Приложения'

test.describe('Keyboard alone: the photo folders, the catalogue, cities, users and the administrator wizard (WCAG 2.1.1, 2.4.3)', () => {
  test('gallery and template photos: an item is opened with Enter, photos are added through the file chooser opened with Enter, and one is deleted after its confirmation; the focus stays on adding photos', async ({
    page,
    loginAs,
  }) => {
    // Two screens, each walked with Tab: on CI's two cores past 30 s.
    test.slow()
    interceptFileChoosers(page)
    await loginAs('admin')
    const gallery = new GalleryPage(page)
    await gallery.open()
    const item = 'Валюта и оплата'
    await tabTo(page, gallery.item(item))
    await page.keyboard.press('Enter')
    await expect(gallery.itemTitle()).toHaveText(item)
    const label = gallery.photosLabel(item)
    await expect(gallery.grid.photos(label).first()).toBeVisible()
    const before = await gallery.grid.names(label)

    await tabTo(page, gallery.grid.addButton())
    await chooseFilesWithEnter(page, pngFiles(2, 'keys'))
    const saved = gallery.grid.resultDialog('success')
    await expect(saved).toContainText(photosText.saved(2))
    await expectFocusIn(saved)
    await tabTo(page, saved.getByRole('button', { name: ru.common.ok }))
    await page.keyboard.press('Enter')
    await expect(saved).toBeHidden()
    await expect(gallery.grid.addButton()).toBeFocused()
    expect(await gallery.grid.names(label)).toEqual(['keys-1.png', 'keys-2.png', ...before])

    // The photo's delete is a Tab stop of its own, named by the photo; its confirmation takes the focus.
    await tabTo(page, gallery.grid.delete('keys-2.png'))
    await page.keyboard.press('Enter')
    const confirm = gallery.grid.confirmDialog()
    await expect(confirm).toContainText(photosText.deleteText)
    await expectFocusIn(confirm)
    await tabTo(page, gallery.grid.confirmDelete())
    await page.keyboard.press('Enter')
    const deleted = gallery.grid.resultDialog('success')
    await expect(deleted).toContainText(photosText.deleted)
    await expectFocusIn(deleted)
    await page.keyboard.press('Enter')
    await expect(deleted).toBeHidden()
    await expect(gallery.grid.addButton()).toBeFocused()
    expect(await gallery.grid.names(label)).toEqual(['keys-1.png', ...before])

    // Template photos: the same grid under a category chosen with Enter.
    const templates = new TemplatePhotosPage(page)
    await templates.open()
    const category = 'Кафе и рестораны'
    await tabTo(page, templates.category(category))
    await page.keyboard.press('Enter')
    await expect(templates.selectedCategory()).toHaveText(category)
    const folder = templatePhotosText.photosOf(category)
    await expect(templates.grid.photos(folder).first()).toBeVisible()
    await tabTo(page, templates.grid.addButton())
    await chooseFilesWithEnter(page, pngFiles(1, 'template'))
    const added = templates.grid.resultDialog('success')
    await expect(added).toContainText(photosText.saved(1))
    // Enter answers the dialog once the focus is in it, as a person presses it once they see its button focused.
    await expectFocusIn(added)
    await page.keyboard.press('Enter')
    await expect(added).toBeHidden()
    await expect(templates.grid.addButton()).toBeFocused()
    expect((await templates.grid.names(folder))[0]).toBe('template-1.png')
    await expectWellShown(page)
  })

  test('the catalogue: a category is chosen with Enter, its sort is typed and saved, a sub-category is added through its dialog, and an icon is replaced through the file chooser', async ({
    page,
    loginAs,
  }) => {
    interceptFileChoosers(page)
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    const category = 'Спорт'
    await tabTo(page, categories.select(category))
    await page.keyboard.press('Enter')
    await expect(categories.subHeading()).toHaveText(categoriesText.subCategoriesOf(category))

    // The sort fields take typed numbers; 'Сохранить сортировку' appears after a change and saves it.
    await tabTo(page, categories.sortField('Магазины'))
    await retype(page, '1')
    await tabTo(page, categories.saveSort())
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/admins/categories/sort') && r.method() === 'PUT')
    await page.keyboard.press('Enter')
    await sent
    await expect(categories.saveSort()).toHaveCount(0)
    await expect(categories.sortField('Магазины')).toHaveValue('1')
    // The saved button went away: the focus it held is on the column's next action, not thrown to the page.
    await expect(categories.addCategory()).toBeFocused()

    // A sub-category: its dialog takes the focus on the name; Enter creates it and the focus is back on the button.
    await tabTo(page, categories.addSubCategory())
    await page.keyboard.press('Enter')
    const dialog = categories.dialog(categoriesText.newSubCategoryTitle)
    await expect(dialog).toBeVisible()
    await expect(categories.nameInput()).toBeFocused()
    await page.keyboard.type('Йога')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(categories.subCategoryNames()).toHaveText(['Йога'])
    await expect(categories.addSubCategory()).toBeFocused()

    // An icon: its replace button opens the file chooser from Enter.
    const pressed = categories.icon(categoriesText.iconPressed, category)
    await tabTo(page, categories.replaceIcon(categoriesText.iconPressed))
    await chooseFilesWithEnter(page, pngFiles(1, 'pressed'))
    await expect(pressed).toHaveAttribute('src', /\/uploads\/icons\/.+-pressed\.png$/)
    await expect(categories.replaceIcon(categoriesText.iconPressed)).toBeFocused()
    await expectWellShown(page)
  })

  test('cities and countries: a new country through its dialog, a city added, edited and deleted, all from the keyboard', async ({
    page,
    loginAs,
  }) => {
    interceptFileChoosers(page)
    await loginAs('admin')
    const cities = new CitiesPage(page)
    await cities.open()

    await tabTo(page, cities.newCountry())
    await page.keyboard.press('Enter')
    await expect(cities.dialog()).toBeVisible()
    await expect(cities.dialogName()).toBeFocused()
    await page.keyboard.type('Монголия')
    await tabTo(page, cities.dialog().getByRole('button', { name: citiesText.chooseFlag }))
    await chooseFilesWithEnter(page, pngFiles(1, 'mongolia'))
    await expect(cities.dialog().getByRole('img', { name: citiesText.newFlagPreview })).toBeVisible()
    await tabTo(page, cities.dialog().getByRole('button', { name: citiesText.create }))
    await page.keyboard.press('Enter')
    await expect(cities.dialog()).toHaveCount(0)
    await expect(cities.editor('Монголия')).toBeVisible()
    // The dialog's opener is still there; the new country is chosen and its editor shown.
    await expectFocusIn(page.getByRole('main'))

    // A city: the new row's name takes the focus.
    await tabTo(page, cities.button(citiesText.createCity))
    await page.keyboard.press('Enter')
    await expect(cities.newCell('name')).toBeFocused()
    await retype(page, 'Улан-Батор')
    await tabTo(page, cities.button(citiesText.saveCities))
    await page.keyboard.press('Enter')
    await expect(cities.row('Монголия', 'Улан-Батор')).toBeVisible()
    await expect(cities.table('Монголия').getByRole('textbox')).toHaveCount(0)
    await expectFocusIn(page.getByRole('main'))

    // Edited: 'Редактировать' turns the rows into fields, the first one focused.
    await tabTo(page, cities.button(citiesText.editCities))
    await page.keyboard.press('Enter')
    await expectFocusIn(cities.table('Монголия'))
    await tabTo(page, cities.cell('name', 'Улан-Батор'))
    await retype(page, 'Улаанбаатар')
    await tabTo(page, cities.button(citiesText.saveCities))
    await page.keyboard.press('Enter')
    await expect(cities.row('Монголия', 'Улаанбаатар')).toBeVisible()
    await expect(cities.table('Монголия').getByRole('textbox')).toHaveCount(0)
    await expectFocusIn(page.getByRole('main'))

    // Deleted after its confirmation; the row's button is gone, the focus stays in the screen.
    await tabTo(page, cities.deleteCity('Улаанбаатар'))
    await page.keyboard.press('Enter')
    await expectFocusIn(cities.dialog())
    await tabTo(page, cities.dialog().getByRole('button', { name: ru.common.delete }))
    await page.keyboard.press('Enter')
    await expect(cities.row('Монголия', 'Улаанбаатар')).toHaveCount(0)
    await expectFocusIn(page.getByRole('main'))
    await expectWellShown(page)
  })

  test('users: the search is typed, a user is banned and unbanned through its row’s button and the confirmation; the focus moves to the row’s new button', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const users = new UsersPage(page)
    await users.open()
    await tabTo(page, users.search())
    await page.keyboard.type('user@example.com')
    await expect(users.rows()).toHaveCount(1)
    const row = users.row(APP_USER)
    await expect(row).toContainText(usersText.status.active)

    await tabTo(page, users.action('ban', APP_USER))
    await page.keyboard.press('Enter')
    await expect(users.dialog()).toContainText(usersText.confirmTitle.ban)
    await expectFocusIn(users.dialog())
    await tabTo(page, users.dialog().getByRole('button', { name: usersText.actions.ban, exact: true }))
    await page.keyboard.press('Enter')
    await expect(users.dialog()).toHaveCount(0)
    await expect(row).toContainText(usersText.status.banned)
    // 'Забанить' became 'Разбанить' in the same place: the focus is there, not thrown back to the heading.
    await expect(users.action('unban', APP_USER)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(users.dialog()).toContainText(usersText.confirmTitle.unban)
    await tabTo(page, users.dialog().getByRole('button', { name: usersText.actions.unban, exact: true }))
    await page.keyboard.press('Enter')
    await expect(users.dialog()).toHaveCount(0)
    await expect(row).toContainText(usersText.status.active)
    await expect(users.action('ban', APP_USER)).toBeFocused()
  })

  test('the administrator wizard: every step forward with Enter and back with "Назад", and «Создать» with Enter; the focus follows each step', async ({
    page,
    loginAs,
  }) => {
    test.slow()
    await loginAs('root')
    const admins = new AdminsPage(page)
    await admins.open()
    await tabTo(page, admins.addButton())
    await page.keyboard.press('Enter')
    await expect(admins.wizard()).toBeVisible()
    await expect(admins.nameInput()).toBeFocused()

    await page.keyboard.type('Вера Клавиатура')
    await tabTo(page, admins.emailInput())
    await page.keyboard.type('vera.keys@example.com')
    await tabTo(page, admins.passwordInput())
    await page.keyboard.type('vera-keys-7')
    await tabTo(page, admins.right('view_complains'))
    await page.keyboard.press('Space')
    await expect(admins.right('view_complains')).toBeChecked()

    // Forward to the countries: the focus stays on 'Далее'; the country field is a Shift+Tab back.
    await tabTo(page, admins.next())
    await page.keyboard.press('Enter')
    await expect(admins.countries('complaints')).toBeVisible()
    await expect(admins.next()).toBeFocused()
    await tabTo(page, admins.countries('complaints'), { back: true })
    // The multi-select filters as it is typed in; the arrows reach the option, Enter picks it, Escape closes the list.
    await page.keyboard.type('Кыргыз')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(admins.wizard()).toBeVisible()
    await expect(admins.wizard()).toContainText('Кыргызстан')

    // Forward to the confirmation, then Back: the focus lands in the step shown, never on the page.
    await tabTo(page, admins.next())
    await page.keyboard.press('Enter')
    await expect(admins.summary().first()).toHaveText('Вера Клавиатура')
    await expectFocusIn(admins.wizard())
    await tabTo(page, admins.back(), { back: true })
    await page.keyboard.press('Enter')
    await expect(admins.countries('complaints')).toBeVisible()
    await expect(admins.back()).toBeFocused()
    // Back on the first step, the button under the focus would be 'Отмена': the focus goes to the first field instead.
    await page.keyboard.press('Enter')
    await expect(admins.nameInput()).toBeFocused()
    await expect(admins.nameInput()).toHaveValue('Вера Клавиатура')

    await tabTo(page, admins.next())
    await page.keyboard.press('Enter')
    await expect(admins.countries('complaints')).toBeVisible()
    await tabTo(page, admins.next())
    await page.keyboard.press('Enter')
    await expect(admins.summary().first()).toHaveText('Вера Клавиатура')
    await expect(admins.createButton()).toBeFocused()
    // Enter on 'Создать' creates the administrator: the wizard closes and the new row comes first.
    await page.keyboard.press('Enter')
    await expect(admins.wizard()).toHaveCount(0)
    await expect(toast(page, adminsText.created)).toBeVisible()
    await expect(admins.rows().first()).toContainText('vera.keys@example.com')
  })
})
