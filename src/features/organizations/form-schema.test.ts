import { describe, expect, it } from 'vitest'
import { organizationFormText } from '@/shared/i18n/organizations'
import { LIMITS } from '@/shared/limits'
import { fieldsWithErrors, organizationFormSchema, type OrganizationFormContext, type OrganizationFormValues } from './form-schema'
import { emptyOrganizationForm } from './payload'
import { workTimeToSchedule } from './work-time'

const m = organizationFormText.messages
const ONLINE = 'ca0000000000000000000009'
const WITH_SUBS = 'ca0000000000000000000001'
const NO_SUBS = 'ca0000000000000000000002'

const context = (mode: 'create' | 'edit' = 'create'): OrganizationFormContext => ({
  mode,
  onlineWorkingId: ONLINE,
  categoriesWithSubCategories: new Set([WITH_SUBS]),
})

const photo = () => new File(['x'], 'a.png', { type: 'image/png' })

function valid(): OrganizationFormValues {
  return {
    ...emptyOrganizationForm('c00000000000000000000001'),
    owner_id: '0a0000000000000000000001',
    name: 'Кафе Ромашка',
    category_id: WITH_SUBS,
    sub_category_ids: ['ca1000000000000000000001'],
    specialization: 'Кофейня',
    city_id: 'c10000000000000000000001',
    address: 'ул. Абая, 10',
    lat: '43.25',
    lon: '76.95',
    schedule: workTimeToSchedule({
      monday: '09:00-18:00',
      tuesday: '09:00-18:00',
      wednesday: '09:00-18:00',
      thursday: '09:00-18:00',
      friday: '09:00-18:00',
      saturday: 'day_off',
      sunday: 'whole_day',
    }),
    contacts: { ...emptyOrganizationForm().contacts, phone_number: '+7 700 000 00 00' },
    description: 'Уютное кафе',
    languages_ids: ['1a0000000000000000000001'],
    tags: ['кофе'],
    photos: [photo()],
  }
}

function errorsOf(values: OrganizationFormValues, ctx = context()) {
  const result = organizationFormSchema(ctx).safeParse(values)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('organization form schema (spec section 5 "Organization")', () => {
  it('accepts a complete organization', () => {
    expect(errorsOf(valid())).toEqual({})
  })

  it('an owner id that is not 24 characters gives "wrong user ID format (24 characters)"', () => {
    expect(errorsOf({ ...valid(), owner_id: '123' }).owner_id).toBe('wrong user ID format (24 characters)')
  })

  it('a name must have 2 to 100 characters', () => {
    expect(errorsOf({ ...valid(), name: 'A' }).name).toBe(m.nameLength)
    expect(errorsOf({ ...valid(), name: 'A'.repeat(101) }).name).toBe(m.nameLength)
    expect(errorsOf({ ...valid(), name: 'A'.repeat(100) }).name).toBeUndefined()
  })

  it('the category is required, and sub-categories when the category has any', () => {
    expect(errorsOf({ ...valid(), category_id: '', sub_category_ids: [] }).category_id).toBe(m.categoryRequired)
    expect(errorsOf({ ...valid(), sub_category_ids: [] }).sub_category_ids).toBe(m.subCategoriesRequired)
    expect(errorsOf({ ...valid(), category_id: NO_SUBS, sub_category_ids: [] }).sub_category_ids).toBeUndefined()
  })

  it('city, address of 2 and coordinates in range are required unless the category is online', () => {
    const offline = errorsOf({ ...valid(), city_id: '', address: 'a', lat: '91', lon: '-181' })
    expect(offline).toMatchObject({ city_id: m.cityRequired, address: m.min2, lat: m.latRange, lon: m.lonRange })
    expect(errorsOf({ ...valid(), lat: 'abc' }).lat).toBe(m.latRange)
    expect(errorsOf({ ...valid(), lat: '-90', lon: '180' })).toEqual({})
    const online = errorsOf({ ...valid(), category_id: ONLINE, sub_category_ids: [], city_id: '', address: '', lat: '', lon: '' })
    expect(online).toEqual({})
  })

  it('specialization and description need at least 2 characters', () => {
    const errors = errorsOf({ ...valid(), specialization: ' a ', description: 'b' })
    expect(errors.specialization).toBe(m.min2)
    expect(errors.description).toBe(m.min2)
  })

  it('all 7 weekdays must be filled', () => {
    const values = valid()
    values.schedule.friday = { type: '', start: '', end: '' }
    values.schedule.monday = { type: 'hours', start: '09:00', end: '' }
    const errors = errorsOf(values)
    expect(errors.schedule).toBe(m.scheduleIncomplete)
    expect(errors['schedule.friday']).toBe(m.dayIncomplete)
    expect(errors['schedule.monday']).toBe(m.dayIncomplete)
    expect(errors['schedule.tuesday']).toBeUndefined()
  })

  it('at least one contact, one language and one tag', () => {
    const errors = errorsOf({ ...valid(), contacts: { ...valid().contacts, phone_number: '  ' }, languages_ids: [], tags: [] })
    expect(errors).toMatchObject({ contacts: m.contactsRequired, languages_ids: m.languagesRequired, tags: m.tagsRequired })
  })

  it('on create, new photos plus template photo ids are between the minimum and 15', () => {
    const message = m.photosCount(LIMITS.photosMin, LIMITS.photosMax)
    expect(errorsOf({ ...valid(), photos: [] }).photos).toBe(message)
    expect(errorsOf({ ...valid(), photos: [], template_photos_ids: ['x'] }).photos).toBeUndefined()
    const sixteen = { ...valid(), photos: Array.from({ length: 10 }, photo), template_photos_ids: Array.from({ length: 6 }, String) }
    expect(errorsOf(sixteen).photos).toBe(message)
    expect(errorsOf({ ...valid(), photos: [] }, context('edit')).photos).toBeUndefined()
  })

  it('lists the fields with errors in form order', () => {
    expect(fieldsWithErrors({ tags: {}, name: {}, owner_id: {} })).toEqual(['owner_id', 'name', 'tags'])
  })
})
