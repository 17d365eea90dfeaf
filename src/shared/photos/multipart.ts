/**
 * The multipart body of an entry's create call (api-contract "Multipart bodies"): scalars
 * as text parts, arrays and objects as one JSON text part each, files as repeated parts of
 * `fileField` (`photos` for create). Undefined and null values are left out.
 */
export function buildCreateFormData(payload: object, files: readonly File[], fileField = 'photos'): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  for (const file of files) form.append(fileField, file, file.name)
  return form
}

/** The body of a carousel photos add call: type carousel, the owner's id and the files as repeated `files` parts. */
export function buildPhotosAddFormData(input: { owner_id: string; files: readonly File[] }): FormData {
  const form = new FormData()
  form.append('type', 'carousel')
  form.append('owner_id', input.owner_id)
  for (const file of input.files) form.append('files', file, file.name)
  return form
}
