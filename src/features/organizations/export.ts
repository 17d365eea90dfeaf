import { entryColumns, entryListExport } from '@/shared/entries/entry-export'
import { exportText } from '@/shared/i18n/bulk'
import { organizationSchema, type Organization } from './schemas'

const c = exportText.columns

/** The columns of organizations-YYYY-MM-DD.csv, Russian headers, dates DD.MM.YYYY. */
export const organizationColumns = entryColumns<Organization>(
  [
    { header: c.category, value: (organization) => organization.category.name },
    { header: c.subCategories, value: (organization) => organization.sub_categories.map((sub) => sub.name).join(', ') },
  ],
  exportText.status,
)

/** The export of the organizations the filters select (search, deep search, status), every page. */
export const organizationsExport = entryListExport('organizations', organizationSchema, organizationColumns)
