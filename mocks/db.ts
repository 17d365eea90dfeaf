import type { AdminFlag } from '../src/features/auth/schemas'
import type { Category, SubCategory } from '../src/features/categories/schemas'
import type { City, Country } from '../src/features/geo/schemas'
import type { Language } from '../src/features/languages/schemas'
import type { ComplaintKind } from '../src/features/reports/schemas'

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
  createdAt: string
  updatedAt: string
}

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
  /** Uploaded files by their /uploads/… path. */
  files: Record<string, StoredFile>
}
