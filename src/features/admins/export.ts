import { ADMIN_FLAGS } from '@/shared/auth/schemas'
import type { CsvColumn } from '@/shared/bulk/csv'
import { exportRun } from '@/shared/bulk/csv-export'
import { adminsText } from '@/shared/i18n/admins'
import { exportText } from '@/shared/i18n/bulk'
import { fetchAdmins } from './api'
import type { Admin, AdminsSearch } from './schemas'

const c = exportText.columns

/** The columns of admins-YYYY-MM-DD.csv: name, e-mail, each right as yes / no, the countries; never the password. */
export const adminColumns: CsvColumn<Admin>[] = [
  { header: c.id, value: (admin) => admin._id },
  { header: c.userName, value: (admin) => admin.display_name },
  { header: c.email, value: (admin) => admin.email },
  ...ADMIN_FLAGS.map((flag): CsvColumn<Admin> => ({
    header: adminsText.rights[flag],
    value: (admin) => (admin[flag] ? exportText.yes : exportText.no),
  })),
  { header: c.complaintCountries, value: (admin) => admin.view_complains_countries.map((country) => country.name).join(', ') },
  { header: c.infoCountries, value: (admin) => admin.change_info_countries.map((country) => country.name).join(', ') },
]

/** The export of the administrators the search selects, every page, through the list's own call. */
export const adminsExport = (search: AdminsSearch) =>
  exportRun(adminColumns, async (page, size, signal) => {
    const answer = await fetchAdmins({ ...search, page, per_page: size }, signal)
    return { items: answer.admins, total: answer.total }
  })
