import { createSeed } from '../../mocks/seed'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { organizationFormText, organizationsText } from '../../src/shared/i18n/organizations'
import { ru } from '../../src/shared/i18n/ru'
import { shellText } from '../../src/shared/i18n/shell'
import { pngFiles } from '../files'
import { expect, expectClosesBackTo, expectWellShown, test } from '../fixtures'
import { CategoriesPage } from '../pages/categories.page'
import { Shell } from '../pages/shell.page'

const t = categoriesText
const seed = createSeed()
const categoryId = (name: string) => seed.categories.find((c) => c.name === name)!._id
const subCategoryId = (name: string) => seed.subCategories.find((s) => s.name === name)!._id
const jpeg = { name: 'icon.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }

test.describe('Categories screen (spec sections 2, 4, 5, 7, 8, 9)', () => {
  test('create refuses a short name with "Минимум 2 символа", then appends a valid one; rename replaces it; delete hides it; a failed create shows the server message; a failed delete leaves the row', async ({
    page,
    loginAs,
    mock,
  }) => {
    // One flow through every name and delete case, with two axe runs and a reload.
    test.slow()
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await expectWellShown(page)
    const before = await categories.categoryNames().allInnerTexts()
    // Spec section 9: 60 px per item plus 20.
    expect((await categories.categories().boundingBox())?.height).toBeCloseTo(before.length * 60 + 20, 0)

    await categories.addCategory().click()
    await categories.submitName(t.newCategoryTitle, 'Т', catalogueText.create)
    await expect(categories.dialog(t.newCategoryTitle)).toContainText(catalogueText.nameMin)
    await expectWellShown(page, '[role="dialog"]')
    await categories.submitName(t.newCategoryTitle, 'Туризм', catalogueText.create)
    await expect(categories.dialog(t.newCategoryTitle)).toBeHidden()
    await expect(categories.categoryNames()).toHaveText([...before, 'Туризм'])

    // A server failure on create: its message in an alert dialog; what was typed stays.
    await mock.fault({ path: '/api/admins/categories', method: 'POST', status: 500, message: 'Database is down', times: 2 })
    await categories.addCategory().click()
    await categories.submitName(t.newCategoryTitle, 'Экскурсии', catalogueText.create)
    await expect(categories.failure()).toContainText('Database is down')
    await expectWellShown(page, '[role="dialog"]')
    // Escape closes the alert only: the dialog under it stays with what was typed.
    await page.keyboard.press('Escape')
    await expect(categories.failure()).toBeHidden()
    await expect(categories.dialog(t.newCategoryTitle)).toBeVisible()
    await expect(categories.nameInput()).toHaveValue('Экскурсии')
    await categories.dialog(t.newCategoryTitle).getByRole('button', { name: catalogueText.create }).click()
    await expect(categories.failure()).toContainText('Database is down')
    await categories.failure().getByRole('button', { name: ru.common.ok }).click()
    await expect(categories.failure()).toBeHidden()
    await expect(categories.nameInput()).toHaveValue('Экскурсии')
    await expectClosesBackTo(categories.dialog(t.newCategoryTitle), categories.addCategory(), () =>
      categories.dialog(t.newCategoryTitle).getByRole('button', { name: ru.common.cancel }).click(),
    )
    await expect(categories.categoryNames()).toHaveText([...before, 'Туризм'])
    // Each opening starts afresh: what was typed last time is gone.
    await categories.addCategory().click()
    await expect(categories.nameInput()).toHaveValue('')
    await expectClosesBackTo(categories.dialog(t.newCategoryTitle), categories.addCategory(), () => page.keyboard.press('Escape'))

    await categories.rename('Туризм').click()
    await expect(categories.nameInput()).toHaveValue('Туризм')
    await expectWellShown(page, '[role="dialog"]')
    await categories.submitName(t.renameCategoryTitle, 'Путешествия', catalogueText.rename)
    await expect(categories.categoryNames()).toHaveText([...before, 'Путешествия'])

    // Escape keeps the category; the confirmation closes with its name in it and the focus goes back to the row's delete.
    await categories.remove('Путешествия').click()
    await expect(categories.dialog(t.deleteCategoryTitle)).toContainText('Путешествия')
    await expectClosesBackTo(categories.dialog(t.deleteCategoryTitle), categories.remove('Путешествия'), () =>
      page.keyboard.press('Escape'),
    )
    await expect(categories.categoryNames()).toHaveText([...before, 'Путешествия'])

    await categories.confirmDelete('Путешествия', t.deleteCategoryTitle)
    await expect(categories.categoryNames()).toHaveText(before)

    // A failed delete leaves the item and says so in a toast with the server's message (spec section 8's texts).
    await mock.fault({ path: '/api/admins/categories/*', method: 'DELETE', status: 500, message: 'Boom', times: 1 })
    await categories.confirmDelete('Спорт', t.deleteCategoryTitle)
    await expect(categories.categoryNames()).toHaveText(before)
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Спорт' })).toContainText('Boom')
    await expectWellShown(page)

    // The server hid the deleted one and kept the rest.
    await page.reload()
    await expect(categories.categoryNames()).toHaveText(before)
  })

  test('save sort appears only after a change and sends only the changed rows, an emptied field as null; sub-categories alike', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open(`?category=${categoryId('Кафе и рестораны')}`)
    await expect(categories.saveSort()).toHaveCount(0)

    // Typed back to the saved value: no change, no button.
    await categories.sortField('Образование').fill('3')
    await expect(categories.saveSort()).toHaveCount(0)

    await categories.sortField('Кафе и рестораны').fill('10')
    await categories.sortField('Магазины').fill('')
    await expect(categories.saveSort()).toHaveCount(1)
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/admins/categories/sort') && r.method() === 'PUT')
    await categories.saveSort().click()
    expect((await sent).postDataJSON()).toEqual({
      sort: [
        { categoryId: categoryId('Кафе и рестораны'), sort: 10 },
        { categoryId: categoryId('Магазины'), sort: null },
      ],
    })
    await expect(categories.saveSort()).toHaveCount(0)
    await expect(categories.sortField('Кафе и рестораны')).toHaveValue('10')
    await expect(categories.sortField('Магазины')).toHaveValue('')

    await categories.sortField('Пекарни').fill('0')
    await expect(categories.saveSort()).toHaveCount(1)
    const sentSubs = page.waitForRequest((r) => r.url().endsWith('/api/admins/sub-categories/sort') && r.method() === 'PUT')
    await categories.saveSort().click()
    expect((await sentSubs).postDataJSON()).toEqual({ sort: [{ subCategoryId: subCategoryId('Пекарни'), sort: 0 }] })
    await expect(categories.saveSort()).toHaveCount(0)

    // Saved on the server: the lists come back in the new order.
    await page.reload()
    await expect(categories.categoryNames().last()).toHaveText('Магазины')
    await expect(categories.subCategoryNames().first()).toHaveText('Пекарни')
  })

  test('sub-categories follow the selected category, which lives in the URL; a png replaces the pressed icon at once and a jpeg is refused', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await expect(categories.page.getByText(t.chooseCategory)).toBeVisible()

    await categories.select('Кафе и рестораны').click()
    await expect(page).toHaveURL(new RegExp(`category=${categoryId('Кафе и рестораны')}`))
    await expect(categories.subHeading()).toHaveText(t.subCategoriesOf('Кафе и рестораны'))
    await expect(categories.subCategoryNames()).toHaveText(['Кофейни', 'Рестораны', 'Фастфуд', 'Пекарни'])
    await expect(categories.subCategory('Кофейни')).toContainText(/Организаций: \d+/)
    await expectWellShown(page)

    await categories.select('Спорт').click()
    await expect(categories.subHeading()).toHaveText(t.subCategoriesOf('Спорт'))
    await expect(page.getByText(t.noSubCategories)).toBeVisible()
    await categories.addSubCategory().click()
    await expect(categories.dialog(t.newSubCategoryTitle)).toBeVisible()
    await expectWellShown(page, '[role="dialog"]')
    await categories.submitName(t.newSubCategoryTitle, 'Йога', catalogueText.create)
    await expect(categories.subCategoryNames()).toHaveText(['Йога'])
    await expect(categories.subCategory('Йога')).toContainText(t.organizationsCount(0))
    await categories.rename('Йога').click()
    await categories.submitName(t.renameSubCategoryTitle, 'Фитнес', catalogueText.rename)
    await expect(categories.subCategoryNames()).toHaveText(['Фитнес'])

    await page.goBack()
    await expect(categories.subHeading()).toHaveText(t.subCategoriesOf('Кафе и рестораны'))
    await page.goForward()
    await expect(categories.subCategoryNames()).toHaveText(['Фитнес'])
    await page.reload()
    await expect(categories.subHeading()).toHaveText(t.subCategoriesOf('Спорт'))
    // A failed sub-category delete leaves it and says so in a toast; the next one hides it.
    await mock.fault({ path: '/api/admins/sub-categories/*', method: 'DELETE', status: 500, times: 1 })
    await categories.confirmDelete('Фитнес', t.deleteSubCategoryTitle)
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Фитнес' })).toContainText('Injected failure')
    await expect(categories.subCategoryNames()).toHaveText(['Фитнес'])
    await categories.confirmDelete('Фитнес', t.deleteSubCategoryTitle)
    await expect(page.getByText(t.noSubCategories)).toBeVisible()

    const pressed = categories.icon(t.iconPressed, 'Спорт')
    const normal = categories.icon(t.icon, 'Спорт')
    const oldPressed = await pressed.getAttribute('src')
    const oldNormal = await normal.getAttribute('src')
    await categories.chooseIcon(t.iconPressed, jpeg)
    await expect(page.getByRole('alert').filter({ hasText: t.iconPngOnly })).toBeVisible()
    await expectWellShown(page)
    await expect(pressed).toHaveAttribute('src', oldPressed!)

    await categories.chooseIcon(t.iconPressed, pngFiles(1, 'pressed')[0]!)
    await expect(pressed).toHaveAttribute('src', /\/uploads\/icons\/.+-pressed\.png$/)
    await expect(page.getByRole('alert').filter({ hasText: t.iconPngOnly })).toHaveCount(0)
    await expect.poll(() => pressed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await expect(normal).toHaveAttribute('src', oldNormal!)
    await expectWellShown(page)
  })

  test("a new category appears in the organization form's category picker without a reload", async ({ page, loginAs }) => {
    await loginAs('admin')
    const categories = new CategoriesPage(page)
    await categories.open()
    await categories.addCategory().click()
    await categories.submitName(t.newCategoryTitle, 'Туризм', catalogueText.create)
    await expect(categories.categoryNames().last()).toHaveText('Туризм')
    await page.evaluate(() => Object.assign(window, { samePage: true }))

    await new Shell(page).navLink(shellText.nav.organizations).click()
    await page.getByRole('link', { name: organizationsText.add }).click()
    const picker = page.getByRole('form').getByRole('combobox', { name: organizationFormText.fields.category_id, exact: true })
    await picker.click()
    await expect(page.getByRole('option', { name: 'Туризм', exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })
})
