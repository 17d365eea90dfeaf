import { adminsText } from '@/shared/i18n/admins'
import type { COUNTRY_RIGHTS } from './schemas'
import { COUNTRY_IDS_FIELD, RIGHTS, type AdminFormValues, type Right } from './schemas'

/*
 * The administrator wizard's save as a three-way merge: name, e-mail, every right
 * on its own and each right's countries, so a colleague's change to another right is kept. The
 * password is never compared: this admin's new one goes, else the one the server holds now.
 */

/** The wizard's values as the merge compares them: trimmed texts, each right a field, a right's countries sorted (none when it is off). */
export type AdminMergeValues = Record<Right, boolean> & {
  display_name: string
  email: string
  view_complains_country_ids: string[]
  change_info_country_ids: string[]
}

export function adminMergeValues(values: AdminFormValues): AdminMergeValues {
  const countriesOf = (right: (typeof COUNTRY_RIGHTS)[number]) => (values.rights[right] ? [...values[COUNTRY_IDS_FIELD[right]]].sort() : [])
  return {
    display_name: values.display_name.trim(),
    email: values.email.trim(),
    ...values.rights,
    view_complains_country_ids: countriesOf('view_complains'),
    change_info_country_ids: countriesOf('change_info'),
  }
}

/** The merged values as the wizard's values, with the password to send. */
export function adminFormValuesOf(merged: AdminMergeValues, password: string): AdminFormValues {
  const rights = Object.fromEntries(RIGHTS.map((right) => [right, merged[right]])) as Record<Right, boolean>
  return {
    display_name: merged.display_name,
    email: merged.email,
    password,
    rights,
    view_complains_country_ids: merged.view_complains_country_ids,
    change_info_country_ids: merged.change_info_country_ids,
  }
}

/** The password a merged save sends: this admin's when changed in the wizard, else the server's now (never asked about). */
export const mergedPassword = ({ base, mine, fresh }: { base: string; mine: string; fresh: string }): string =>
  mine === base ? fresh : mine

const t = adminsText.wizard

/** The conflict dialog's labels: the wizard's own field names, each right under the rights legend. */
export const ADMIN_MERGE_LABELS: Readonly<Record<string, string>> = {
  display_name: t.displayName,
  email: t.email,
  ...Object.fromEntries(RIGHTS.map((right) => [right, `${t.rightsLegend}: ${adminsText.rights[right]}`])),
  [COUNTRY_IDS_FIELD.view_complains]: t.complaintCountries,
  [COUNTRY_IDS_FIELD.change_info]: t.infoCountries,
}
