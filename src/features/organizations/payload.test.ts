import { describe, expect, it } from 'vitest'
import { normalizeTags } from '@/shared/lib/tags'
import { buildCreateFormData } from '@/shared/api/multipart'
import { buildOrganizationPayload, emptyOrganizationForm, organizationToFormValues } from './payload'
import { workTimeToSchedule } from './work-time'

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
