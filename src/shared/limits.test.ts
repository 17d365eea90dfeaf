import { describe, expect, it } from 'vitest'
import {
  CONTACT_CHANNELS,
  DATE_FORMAT,
  ICON_MIME_TYPES,
  LIMITS,
  PHOTO_MIME_TYPES,
  SCHEDULE_TYPES,
  STATUS_FILTERS,
  TAG_SEPARATOR_KEYS,
  THEME_PRIMARY,
  WEEKDAYS,
} from './limits'

describe('business constants (spec section 9)', () => {
  it('request timeout 60000 ms; photos at most 15, png or jpeg; category icons png', () => {
    expect(LIMITS.requestTimeoutMs).toBe(60_000)
    expect(LIMITS.photosMax).toBe(15)
    expect(LIMITS.photosMin).toBeGreaterThanOrEqual(1)
    expect(LIMITS.photosMin).toBeLessThan(LIMITS.photosMax)
    expect(PHOTO_MIME_TYPES).toEqual(['image/png', 'image/jpeg'])
    expect(ICON_MIME_TYPES).toEqual(['image/png'])
  })

  it('names, passwords, owner id, work-time string and time input lengths', () => {
    expect(LIMITS.nameMin).toBe(2)
    expect(LIMITS.entityNameMax).toBe(100)
    expect(LIMITS.passwordMin).toBe(6)
    expect(LIMITS.ownerIdLength).toBe(24)
    expect(LIMITS.workTimeLength).toBe('09:00-18:00'.length)
    expect(LIMITS.timeInputLength).toBe('HH:MM'.length)
  })

  it('page sizes 100, 250, 500 (default 100, clamped 1..500); debounces 600 and 400 ms; about 10 page numbers', () => {
    expect(LIMITS.pageSizes).toEqual([100, 250, 500])
    expect(LIMITS.pageSizeDefault).toBe(100)
    expect([LIMITS.perPageMin, LIMITS.perPageMax]).toEqual([1, 500])
    expect(LIMITS.pageSizeDebounceMs).toBe(600)
    expect(LIMITS.searchDebounceMs).toBe(400)
    expect(LIMITS.paginationMaxNumbers).toBe(10)
  })

  it('timings of modals, tooltips, address dropdown, copy feedback and toasts', () => {
    expect(LIMITS.modalCloseMs).toBe(200)
    expect(LIMITS.formResetDelayMs).toBe(400)
    expect(LIMITS.modalCloseOtherMs).toBe(400)
    expect(LIMITS.tooltipDelayMs).toBe(1000)
    expect(LIMITS.addressBlurHideMs).toBe(100)
    expect(LIMITS.copyFeedbackMs).toBe(1200)
    expect(LIMITS.toastShortMs).toBe(2000)
    expect(LIMITS.toastDefaultMs).toBe(5000)
  })

  it('map, zoom, new-city defaults, category list sizes and article preview width', () => {
    expect(LIMITS.mapHeightPx).toBe(260)
    expect(LIMITS.mapPointZoom).toBe(15)
    expect(LIMITS.eventsCityZoom).toBe(12)
    expect(LIMITS.newCityLatLon).toBe(12.345)
    expect(LIMITS.categoryItemHeightPx).toBe(60)
    expect(LIMITS.categoryListPaddingPx).toBe(20)
    expect(LIMITS.articlePreviewWidth).toBe(326)
  })

  it('weekdays, schedule types, contact channels, tag separators, filters, date format and theme colour', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    expect([...SCHEDULE_TYPES].sort()).toEqual(['day_off', 'hours', 'temp_closed', 'whole_day'])
    expect(CONTACT_CHANNELS).toEqual(['phone_number', 'instagram', 'telegram', 'whatsapp', 'viber', 'facebook', 'website'])
    expect(TAG_SEPARATOR_KEYS).toEqual(['Enter', 'Tab', ' '])
    expect(STATUS_FILTERS).toEqual(['all', 'active', 'banned'])
    expect(DATE_FORMAT).toBe('DD.MM.YYYY')
    expect(THEME_PRIMARY.toUpperCase()).toBe('#3545DE')
  })
})
