import { describe, expect, it } from 'vitest'
import { fieldsWithErrors } from '@/shared/entries/entry-form-rules'
import { maskTime, withTime, withType } from '@/shared/entries/form/schedule'
import { organizationFormText } from '@/shared/i18n/organizations'
import { normalizeTags } from '@/shared/lib/tags'
import { LIMITS, WEEKDAYS } from '@/shared/limits'
import { buildCreateFormData } from '@/shared/photos/multipart'
import {
  buildOrganizationPayload,
  dayToWorkTimeValue,
  emptyOrganizationForm,
  emptyWeek,
  ORGANIZATION_FORM_FIELDS,
  organizationFormSchema,
  organizationToFormValues,
  parseWorkTimeValue,
  scheduleToWorkTime,
  workTimeToSchedule,
  type OrganizationFormContext,
  type OrganizationFormValues,
} from './schemas'

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
    expect(fieldsWithErrors(ORGANIZATION_FORM_FIELDS, { tags: {}, name: {}, owner_id: {} })).toEqual(['owner_id', 'name', 'tags'])
  })
})

const workTime = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-17:00',
  saturday: 'day_off',
  sunday: 'temp_closed',
}

function values() {
  return {
    ...emptyOrganizationForm('country1'),
    owner_id: ' 0a0000000000000000000001 ',
    name: ' Кафе ',
    category_id: 'cat',
    sub_category_ids: ['sub'],
    specialization: 'Кофейня',
    city_id: 'city',
    additional_city_ids: ['city2'],
    address: ' ул. Абая, 10 ',
    lat: '43.25',
    lon: '',
    is_special_point_on_map: true,
    schedule: workTimeToSchedule(workTime),
    contacts: { ...emptyOrganizationForm().contacts, telegram: ' @cafe ' },
    description: 'Описание',
    languages_ids: ['ru'],
    tags: [' кофе ', 'кофе', '', 'чай '],
    template_photos_ids: ['t1'],
  }
}

describe('organization payload (spec section 3 "Create/edit payload")', () => {
  it('carries every payload key, with lat and lon as strings defaulting to "0"', () => {
    const payload = buildOrganizationPayload(values(), { online: false })
    expect(payload).toEqual({
      owner_id: '0a0000000000000000000001',
      name: 'Кафе',
      category_id: 'cat',
      sub_category_ids: ['sub'],
      country_id: 'country1',
      city_id: 'city',
      specialization: 'Кофейня',
      additional_city_ids: ['city2'],
      address: 'ул. Абая, 10',
      lat: '43.25',
      lon: '0',
      is_special_point_on_map: true,
      work_time: workTime,
      contacts: { phone_number: '', instagram: '', telegram: '@cafe', whatsapp: '', viber: '', facebook: '', website: '' },
      description: 'Описание',
      languages_ids: ['ru'],
      tags: ['кофе', 'чай'],
      template_photos_ids: ['t1'],
    })
  })

  it('sends no address, coordinates or additional cities for the online-working category', () => {
    const payload = buildOrganizationPayload(values(), { online: true })
    expect(payload).toMatchObject({ address: '', lat: '0', lon: '0', additional_city_ids: [], is_special_point_on_map: false })
  })

  it('tags are trimmed, non-empty and unique', () => {
    expect(normalizeTags([' a', 'a ', '', '  ', 'b'])).toEqual(['a', 'b'])
  })

  it('the create form data has text parts, JSON parts for arrays and objects, and repeated photos parts', () => {
    const payload = buildOrganizationPayload(values(), { online: false })
    const photos = [new File(['1'], 'one.png', { type: 'image/png' }), new File(['2'], 'two.jpg', { type: 'image/jpeg' })]
    const form = buildCreateFormData(payload, photos)
    expect(form.get('name')).toBe('Кафе')
    expect(form.get('lat')).toBe('43.25')
    expect(form.get('is_special_point_on_map')).toBe('true')
    expect(JSON.parse(form.get('work_time') as string)).toEqual(workTime)
    expect(JSON.parse(form.get('tags') as string)).toEqual(['кофе', 'чай'])
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['one.png', 'two.jpg'])
  })

  it('an organization becomes the edit form values with work_time turned back into types and times', () => {
    const form = organizationToFormValues({
      user: { _id: 'owner' },
      name: 'Кафе',
      category: { _id: 'cat' },
      sub_categories: [{ _id: 'sub' }],
      specialization: 'Кофейня',
      country: { _id: 'country1' },
      city: { _id: 'city', country_id: 'country1' },
      additional_cities: [{ _id: 'city2' }],
      address: 'ул. Абая, 10',
      coordinates: { lat: 43.25, lon: 76.95, is_special_point_on_map: false },
      work_time: workTime,
      contacts: { phone_number: '+7', telegram: null },
      description: 'Описание',
      languages: [{ _id: 'ru' }],
      tags: ['кофе'],
    })
    expect(form).toMatchObject({
      owner_id: 'owner',
      category_id: 'cat',
      lat: '43.25',
      lon: '76.95',
      country_id: 'country1',
      tags: ['кофе'],
    })
    expect(form.schedule.monday).toEqual({ type: 'hours', start: '09:00', end: '18:00' })
    expect(form.schedule.saturday).toEqual({ type: 'day_off', start: '', end: '' })
    expect(form.contacts).toMatchObject({ phone_number: '+7', telegram: '', website: '' })
    expect(form.photos).toEqual([])
  })
})

describe('work_time conversion (spec section 3 "Work time value", section 4 "Forms")', () => {
  it('turns an 11-character start-end string into type hours with start and end', () => {
    expect(parseWorkTimeValue('09:00-18:00')).toEqual({ type: 'hours', start: '09:00', end: '18:00' })
  })

  it('turns day_off, temp_closed and whole_day into that type with no times', () => {
    expect(parseWorkTimeValue('day_off')).toEqual({ type: 'day_off', start: '', end: '' })
    expect(parseWorkTimeValue('temp_closed')).toEqual({ type: 'temp_closed', start: '', end: '' })
    expect(parseWorkTimeValue('whole_day')).toEqual({ type: 'whole_day', start: '', end: '' })
  })

  it('leaves a missing or malformed value unfilled', () => {
    expect(parseWorkTimeValue(undefined)).toEqual({ type: '', start: '', end: '' })
    expect(parseWorkTimeValue('9-18')).toEqual({ type: '', start: '', end: '' })
  })

  it('round-trips a whole week', () => {
    const workTime = {
      monday: '09:00-18:00',
      tuesday: '10:30-19:45',
      wednesday: 'day_off',
      thursday: 'temp_closed',
      friday: 'whole_day',
      saturday: '00:00-23:59',
      sunday: 'day_off',
    }
    expect(scheduleToWorkTime(workTimeToSchedule(workTime))).toEqual(workTime)
  })

  it('gives an empty string for hours without two valid times', () => {
    expect(dayToWorkTimeValue({ type: 'hours', start: '09:00', end: '' })).toBe('')
    expect(dayToWorkTimeValue({ type: 'hours', start: '25:00', end: '18:00' })).toBe('')
    expect(dayToWorkTimeValue({ type: '', start: '', end: '' })).toBe('')
    expect(Object.keys(scheduleToWorkTime(emptyWeek()))).toEqual([...WEEKDAYS])
  })
})

describe('time input mask (spec section 5 "Time input")', () => {
  it('keeps digits and the colon only', () => {
    expect(maskTime('a1b')).toBe('1')
    expect(maskTime('09:3x')).toBe('09:3')
  })

  it('inserts the colon after two digits', () => {
    expect(maskTime('093')).toBe('09:3')
    expect(maskTime('0930')).toBe('09:30')
    expect(maskTime('09:')).toBe('09:')
  })

  it('caps the value at 5 characters', () => {
    expect(maskTime('09:3012')).toBe('09:30')
    expect(maskTime('123456789')).toHaveLength(5)
  })
})

describe('schedule editing (spec section 4 "Forms")', () => {
  it('typing a time sets the type to hours', () => {
    expect(withTime({ type: 'day_off', start: '', end: '' }, 'start', '0900')).toEqual({ type: 'hours', start: '09:00', end: '' })
  })

  it('pressing a type clears the times and sets the type', () => {
    expect(withType({ type: 'hours', start: '09:00', end: '18:00' }, 'whole_day')).toEqual({ type: 'whole_day', start: '', end: '' })
  })
})
