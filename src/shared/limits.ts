/** The business constants of spec section 9, named once. */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  photosMax: 15,
  /** The shared photo minimum (spec: "value not shown"); the console and the mock backend use 1. */
  photosMin: 1,
  nameMin: 2,
  entityNameMax: 100,
  passwordMin: 6,
  ownerIdLength: 24,
  workTimeLength: 11,
  timeInputLength: 5,
  pageSizes: [100, 250, 500] as const,
  pageSizeDefault: 100,
  perPageMin: 1,
  perPageMax: 500,
  pageSizeDebounceMs: 600,
  searchDebounceMs: 400,
  /** The command palette: at most 5 organizations and 5 events per search, asked 250 ms after typing stops; the last 8 opened entries. */
  paletteResults: 5,
  paletteDebounceMs: 250,
  paletteRecent: 8,
  paginationMaxNumbers: 10,
  modalCloseMs: 200,
  /**
   * The spec's delay before a closed modal's form resets: no form resets while its modal closes, since a dialog is
   * mounted afresh at its next opening (shared/ui/dialog-slot.tsx), so nothing times this.
   */
  formResetDelayMs: 400,
  modalCloseOtherMs: 400,
  tooltipDelayMs: 1000,
  addressBlurHideMs: 100,
  copyFeedbackMs: 1200,
  /**
   * The markup editor's text, its forbidden fragments and its preview follow the typing
   * this long after the last key (the preview then shows it well within 200 ms).
   */
  markupFollowMs: 80,
  /** The markup editor's draft is written once typing has paused this long (and the browser is idle). */
  draftDelayMs: 1000,
  /**
   * A form's draft (shared/drafts/drafts.ts) is offered back for a week after it was last written, then dropped: long
   * enough for a crash on Friday evening to be found on Monday morning or after a short leave, short enough that the
   * record has rarely moved on far from the draft's base, and that chosen photos kept with a draft do not fill the
   * browser's storage for good.
   */
  draftExpiryMs: 7 * 24 * 60 * 60_000,
  toastShortMs: 2000,
  toastDefaultMs: 5000,
  /** How long before the token's expiry the console warns that the session ends. */
  sessionExpiryWarningMs: 5 * 60_000,
  mapHeightPx: 260,
  mapPointZoom: 15,
  eventsCityZoom: 12,
  newCityLatLon: 12.345,
  categoryItemHeightPx: 60,
  categoryListPaddingPx: 20,
  articlePreviewWidth: 326,
  /** Spec section 5: on edit an article name of 2 characters or fewer is rejected. */
  articleEditNameMin: 3,
  /** A bulk action sends single-entry calls, at most this many in flight. */
  bulkConcurrency: 4,
  /** An export pages through a list at the largest page size (perPageMax). */
  exportPageSize: 500,
} as const

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const SCHEDULE_TYPES = ['hours', 'day_off', 'temp_closed', 'whole_day'] as const
export const CONTACT_CHANNELS = ['phone_number', 'instagram', 'telegram', 'whatsapp', 'viber', 'facebook', 'website'] as const
export const TAG_SEPARATOR_KEYS = ['Enter', 'Tab', ' '] as const
export const STATUS_FILTERS = ['all', 'active', 'banned'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]
export const DATE_FORMAT = 'DD.MM.YYYY'
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const
export const ICON_MIME_TYPES = ['image/png'] as const
export const THEME_PRIMARY = '#3545DE'
