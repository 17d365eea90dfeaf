import type { Category, SubCategory } from '@/features/categories/schemas'
import type { ComplaintKind } from '@/features/complaints/schemas'
import type { GalleryEntry, InfoItem } from '@/features/gallery/schemas'
import type { Language } from '@/features/languages/schemas'
import type { WorkTime } from '@/features/organizations/schemas'
import type { TemplatePhoto } from '@/features/template-photos/schemas'
import type { Photo, City, Country, Contacts } from '@/shared/api/common-schemas'
import type { AdminFlag } from '@/shared/auth/schemas'
import type { CONTACT_CHANNELS } from '@/shared/limits'

export type AdminRecord = {
  _id: string
  display_name: string
  email: string
  /** The obfuscated form, as the api-contract stores and returns it. */
  password: string
  view_complains_country_ids: string[]
  change_info_country_ids: string[]
  createdAt: string
} & Record<AdminFlag, boolean>

export type RootRecord = { email: string; password: string; display_name: string }

export type UserRecord = {
  _id: string
  display_name: string
  email: string
  is_active: boolean
  is_confirmed: boolean
  createdAt: string
  /** Only accounts that may try to log in have one (user@example.com). */
  password?: string
}

export type CategoryRecord = Omit<Category, 'sub_categories'> & { is_hidden: boolean }
export type SubCategoryRecord = SubCategory & { is_hidden: boolean }

/** A complaint as the mock stores it; the subject is resolved when a list is asked for. */
export type ComplaintRecord = {
  _id: string
  kind: ComplaintKind
  type: 'wrong' | 'offensive'
  text: string
  photos: { url: string; preview_url: string }[]
  country_id: string
  from_user_id: string
  subject_id: string
  is_answered: boolean
  /** How it was answered, once it is. */
  answer?: 'approve' | 'decline' | 'seen'
  createdAt: string
  updatedAt: string
}

/** An organization as the mock stores it: references by id, resolved when it is answered. */
export type OrganizationRecord = {
  _id: string
  user_id: string
  name: string
  category_id: string
  sub_category_ids: string[]
  specialization: string
  country_id: string
  city_id: string | null
  additional_city_ids: string[]
  address: string
  coordinates: { lat: number; lon: number; is_special_point_on_map: boolean }
  work_time: WorkTime
  contacts: Contacts
  description: string
  language_ids: string[]
  tags: string[]
  carousel_photos: Photo[]
  owner_photos: Photo[]
  is_active: boolean
  creator_admin: string | null
  createdAt: string
}

/** A user's review of an organization (the subject of review complaints). */
export type ReviewRecord = {
  _id: string
  rating: number
  text: string
  photos: Photo[]
  organization_id: string
  from_user_id: string
  createdAt: string
}

export type ArticleBlockRecord = { _id: string; name: string; sort: number | string | null; country_id: string; is_hidden: boolean }

/** An article; a delete (or an approved complaint) hides it. */
export type ArticleRecord = {
  _id: string
  name: string
  sort: number | string | null
  photo_url: string
  article_block_id: string
  country_id: string
  inner_html: string
  is_visible: boolean
  is_hidden: boolean
  updatedAt: string
}

/** An event (spec section 3 "Event"), references by id. */
export type EventRecord = {
  _id: string
  name: string
  user_id: string
  country_id: string
  city_id: string
  specialization: string
  holding_date: string
  date_start: string | null
  date_end: string | null
  address: string
  contacts: Record<(typeof CONTACT_CHANNELS)[number], string>
  description: string
  carousel_photos: Photo[]
  is_active: boolean
  createdAt: string
}

/** A section of a country's information table. */
export type InfoBlockRecord = { _id: string; name: string; sort: number; country_id: string }

/** An information item of a section (its country is the section's). */
export type InfoItemRecord = InfoItem & { country_id: string; sort: number }

/** A gallery photo, filed under one information item of one country. */
export type GalleryRecord = GalleryEntry & { country_id: string; information_block_id: string; information_item_id: string }

export type StoredFile = { contentType: string; base64: string }

/**
 * The mock database. Later features add their collections here; every collection is a plain
 * array of records typed by the feature schemas so that it can be saved as JSON.
 */
export type Db = {
  root: RootRecord
  admins: AdminRecord[]
  users: UserRecord[]
  countries: Country[]
  cities: City[]
  languages: Language[]
  categories: CategoryRecord[]
  subCategories: SubCategoryRecord[]
  onlineWorkingCategoryId: string
  complaints: ComplaintRecord[]
  organizations: OrganizationRecord[]
  reviews: ReviewRecord[]
  articleBlocks: ArticleBlockRecord[]
  articles: ArticleRecord[]
  events: EventRecord[]
  /** Template photos of organization categories (`{_id, photo, category_id}`). */
  templatePhotos: TemplatePhoto[]
  /** Information sections and items per country, and the gallery photos of the items. */
  infoBlocks: InfoBlockRecord[]
  infoItems: InfoItemRecord[]
  gallery: GalleryRecord[]
  /** Uploaded files by their /uploads/… path. */
  files: Record<string, StoredFile>
}
