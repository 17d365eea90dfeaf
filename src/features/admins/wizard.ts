import { obfuscatePassword, revealPassword } from '@/shared/auth/cipher'
import { ADMIN_FLAGS } from '@/shared/auth/schemas'
import {
  COUNTRY_IDS_FIELD,
  COUNTRY_RIGHTS,
  countriesStepSchema,
  personalStepSchema,
  RIGHTS,
  type Admin,
  type AdminFormValues,
  type AdminPayload,
  type Rights,
} from './schemas'

/** Spec section 4 "Administrator wizard": personal data and rights, countries (only when needed), confirm. */
export type WizardStep = 'personal' | 'countries' | 'confirm'

/** The country step is there only when view-complaints or edit-information is chosen. */
export function needsCountryStep(rights: Rights): boolean {
  return COUNTRY_RIGHTS.some((right) => rights[right])
}

export function wizardSteps(rights: Rights): WizardStep[] {
  return needsCountryStep(rights) ? ['personal', 'countries', 'confirm'] : ['personal', 'confirm']
}

/** The step after `step`; null after confirm (save comes next). */
export function nextStep(step: WizardStep, rights: Rights): WizardStep | null {
  const steps = wizardSteps(rights)
  return steps[steps.indexOf(step) + 1] ?? null
}

/** Back: confirm → the country step, or the first step when there is none; null on the first step. */
export function previousStep(step: WizardStep, rights: Rights): WizardStep | null {
  const steps = wizardSteps(rights)
  const index = steps.indexOf(step)
  return index > 0 ? steps[index - 1]! : null
}

/** The zod schema that checks a step before it is left forwards (confirm checks nothing new). */
export function stepSchema(step: WizardStep) {
  if (step === 'personal') return personalStepSchema
  if (step === 'countries') return countriesStepSchema
  return null
}

const noRights = (): Rights => Object.fromEntries(RIGHTS.map((right) => [right, false])) as Rights

/** The wizard's starting values: empty for a new admin, the admin's data (password decoded) on edit. */
export function adminFormDefaults(admin: Admin | null, salt: string): AdminFormValues {
  if (!admin) {
    return { display_name: '', email: '', password: '', rights: noRights(), view_complains_country_ids: [], change_info_country_ids: [] }
  }
  const view = admin.view_complains_countries.map((country) => country._id)
  const info = admin.change_info_countries.map((country) => country._id)
  const rights = noRights()
  for (const flag of ADMIN_FLAGS) rights[flag] = admin[flag]
  rights.view_complains = view.length > 0
  rights.change_info = info.length > 0
  return {
    display_name: admin.display_name,
    email: admin.email,
    password: revealPassword(admin.password, salt),
    rights,
    view_complains_country_ids: view,
    change_info_country_ids: info,
  }
}

/**
 * The save body (spec section 7): trimmed name and e-mail, the password obfuscated with the
 * console's cipher, the seven flags, and each right's country ids — empty when the right is off.
 */
export function buildAdminPayload(values: AdminFormValues, salt: string): AdminPayload {
  const flags = Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, values.rights[flag]])) as Pick<
    AdminPayload,
    (typeof ADMIN_FLAGS)[number]
  >
  const idsOf = (right: (typeof COUNTRY_RIGHTS)[number]) => (values.rights[right] ? [...values[COUNTRY_IDS_FIELD[right]]] : [])
  return {
    email: values.email.trim(),
    password: obfuscatePassword(values.password, salt),
    display_name: values.display_name.trim(),
    ...flags,
    view_complains_country_ids: idsOf('view_complains'),
    change_info_country_ids: idsOf('change_info'),
  }
}

/** The rights that are on, in the order the wizard lists them. */
export function chosenRights(rights: Rights) {
  return RIGHTS.filter((right) => rights[right])
}
