import type { APIRequestContext } from '@playwright/test'
import { organizationFormText, organizationViewText, scheduleText } from '../../src/shared/i18n/organizations'
import { mapText } from '../../src/shared/i18n/ru'
import { CONTACT_CHANNELS } from '../../src/shared/limits'
import { expect, expectWellShown, test } from '../fixtures'
import { OrganizationSinglePage } from '../pages/organization-single.page'

const t = organizationViewText
/** Seeded organization number 2 has no contacts at all. */
const EMPTY_CONTACTS_ID = '000000f00000000000000002'

type ApiOrganization = {
  _id: string
  name: string
  user: { _id: string; email: string }
  category: { _id: string; name: string }
  address: string
  tags: string[]
  languages: { name: string; flag_url: string }[]
  carousel_photos: unknown[]
}

async function organizations(request: APIRequestContext): Promise<ApiOrganization[]> {
  const response = await request.get('/api/organizations?per_page=500')
  return ((await response.json()) as { organizations: ApiOrganization[] }).organizations
}

test.describe('Organization single view (spec section 2 "Read-only view", section 8)', () => {
  test('shows every block, with a placeholder for empty contacts, and its buttons lead on', async ({ page, loginAs, request }) => {
    const organization = (await organizations(request)).find((o) => o._id === EMPTY_CONTACTS_ID)!
    await loginAs('admin')
    const view = new OrganizationSinglePage(page)
    await view.open(EMPTY_CONTACTS_ID)
    await expect(view.heading()).toContainText(organization.name)

    const owner = view.block(t.owner)
    await expect(owner).toContainText(t.registeredAt)
    await expect(owner).toContainText(organization.user._id)
    await expect(owner).toContainText(organization.user.email)
    await expect(owner).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(view.block(t.category)).toContainText(organization.category.name)
    await expect(view.block(t.description)).toBeVisible()
    const location = view.block(organizationFormText.sections.location)
    await expect(location).toContainText(organization.address)
    await expect(location.getByRole('alert').filter({ hasText: mapText.label })).toBeVisible()
    await expect(view.block(t.contacts).getByText(t.emptyValue)).toHaveCount(CONTACT_CHANNELS.length)
    await expect(view.block(t.hours)).toContainText(scheduleText.weekdays.monday)
    await expect(view.block(t.organizationId)).toContainText(EMPTY_CONTACTS_ID)
    await expect(view.block(t.carousel).getByRole('img')).toBeVisible()
    await expect(view.block(t.ownerPhotos)).toBeVisible()
    for (const tag of organization.tags) await expect(view.block(t.tags)).toContainText(tag)
    for (const language of organization.languages) {
      await expect(view.block(t.languages)).toContainText(language.name)
      // Each language with its flag.
      await expect(view.block(t.languages).locator(`img[src$="${language.flag_url}"]`)).toHaveCount(1)
    }
    await expectWellShown(page)

    await view.expectButtonsLeadOn(EMPTY_CONTACTS_ID)
  })

  test('an organization of the online-working category shows no address and no map', async ({ page, loginAs, request }) => {
    const online = (await organizations(request)).find((o) => o.category.name === 'Работа онлайн')!
    await loginAs('admin')
    const view = new OrganizationSinglePage(page)
    await view.open(online._id)
    const location = view.block(organizationFormText.sections.location)
    await expect(location).toContainText(t.country)
    await expect(location.getByText(t.address, { exact: true })).toBeHidden()
    await expect(location.getByRole('alert')).toBeHidden()
  })

  test('a failed load shows the server message, else "Ошибка", with a retry', async ({ page, loginAs, mock }) => {
    await loginAs('admin')
    const view = new OrganizationSinglePage(page)
    await view.failedLoadsThenRetry(mock, 'There is no such organization', EMPTY_CONTACTS_ID, view.block(t.owner))
  })
})
