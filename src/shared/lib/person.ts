/** Who a person is, as the console names them: their display name and e-mail, whichever they have, joined. */
export function personLabel(person: { display_name?: string | null; email?: string | null }): string {
  return [person.display_name, person.email].filter(Boolean).join(', ')
}

/** A person in a few words, for a row's button names: their display name, else their e-mail. */
export function personShortName(person: { display_name?: string | null; email?: string | null }): string {
  return person.display_name || person.email || ''
}
