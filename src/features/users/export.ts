import type { CsvColumn } from '@/shared/bulk/csv'
import { exportRun } from '@/shared/bulk/csv-export'
import { exportText } from '@/shared/i18n/bulk'
import { formatDay } from '@/shared/lib/format-date'
import type { ListSearch } from '@/shared/lib/search-params'
import { fetchUsers } from './api'
import type { User } from './schemas'

const c = exportText.columns

/** The columns of users-YYYY-MM-DD.csv. */
export const userColumns: CsvColumn<User>[] = [
  { header: c.id, value: (user) => user._id },
  { header: c.userName, value: (user) => user.display_name },
  { header: c.email, value: (user) => user.email },
  { header: c.status, value: (user) => (user.is_active ? exportText.userStatus.active : exportText.userStatus.banned) },
  { header: c.registeredAt, value: (user) => formatDay(user.createdAt) },
]

/** The export of the users the filters select (search, status), every page, through the list's own call. */
export const usersExport = (search: ListSearch) =>
  exportRun(userColumns, async (page, size, signal) => {
    const answer = await fetchUsers({ ...search, page, per_page: size }, signal)
    return { items: answer.users, total: answer.total }
  })
