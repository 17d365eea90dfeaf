/** The three Russian forms of a noun after a number: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string]

/** The form of `forms` that agrees with `count` by the Russian rules (11–14 take the many form). */
export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count))
  const tens = n % 100
  const units = n % 10
  if (tens >= 11 && tens <= 14) return forms[2]
  if (units === 1) return forms[0]
  if (units >= 2 && units <= 4) return forms[1]
  return forms[2]
}

/** `count` and its agreeing form (12 with the genitive plural). */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`
}
