import { describe, expect, it } from 'vitest'
import { exportText } from '@/shared/i18n/bulk'
import { organizationColumns } from './export'

const c = exportText.columns

describe('the columns of organizations-YYYY-MM-DD.csv', () => {
  it('are id, name, category and sub-categories, then specialization, place, owner, state, creation date and the contacts', () => {
    expect(organizationColumns.map((column) => column.header)).toEqual([
      ...[c.id, c.name, c.category, c.subCategories, c.specialization, c.country, c.city, c.address],
      ...[c.ownerId, c.ownerEmail, c.status, c.createdAt],
      ...[c.phone, c.instagram, c.telegram, c.whatsapp, c.viber, c.facebook, c.website],
    ])
  })

  it('say a banned organization’s state in its own words', () => {
    const status = organizationColumns.find((column) => column.header === c.status)!
    expect(status.value({ is_active: false } as never)).toBe(exportText.status.banned)
    expect(status.value({ is_active: true } as never)).toBe(exportText.status.active)
  })
})
