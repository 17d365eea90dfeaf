import type { CsvColumn } from '@/shared/bulk/csv'
import { contactColumns, entryListExport } from '@/shared/entries/entry-export'
import { exportText } from '@/shared/i18n/bulk'
import { formatDay } from '@/shared/lib/format-date'
import { organizationSchema, type Organization } from './schemas'

const c = exportText.columns

/** The columns of organizations-YYYY-MM-DD.csv, Russian headers, dates DD.MM.YYYY. */
export const organizationColumns: CsvColumn<Organization>[] = [
  { header: c.id, value: (organization) => organization._id },
  { header: c.name, value: (organization) => organization.name },
  { header: c.category, value: (organization) => organization.category.name },
  { header: c.subCategories, value: (organization) => organization.sub_categories.map((sub) => sub.name).join(', ') },
  { header: c.specialization, value: (organization) => organization.specialization },
  { header: c.country, value: (organization) => organization.country.name },
  { header: c.city, value: (organization) => organization.city?.name },
  { header: c.address, value: (organization) => organization.address },
  { header: c.ownerId, value: (organization) => organization.user._id },
  { header: c.ownerEmail, value: (organization) => organization.user.email },
  { header: c.status, value: (organization) => (organization.is_active ? exportText.status.active : exportText.status.banned) },
  { header: c.createdAt, value: (organization) => formatDay(organization.createdAt) },
  ...contactColumns<Organization>((organization) => organization.contacts),
]

/** The export of the organizations the filters select (search, deep search, status), every page. */
export const organizationsExport = entryListExport('organizations', organizationSchema, organizationColumns)
