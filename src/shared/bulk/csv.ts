/**
 * A CSV writer for spreadsheets in a Russian locale: UTF-8 with a byte-order mark (so that Excel
 * reads the file as UTF-8), `;` between fields (the list separator of Russian-locale Excel), every
 * field in double quotes (a quote inside doubled, so `;`, quotes and line breaks inside a value
 * stay in it), lines ended by CRLF.
 */
export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'

/** A value a column may give: empty for null and undefined. */
export type CsvValue = string | number | boolean | null | undefined

/** A column of an export: its header and what it writes for an entry. */
export type CsvColumn<T> = { header: string; value: (item: T) => CsvValue }

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a value
// from the server (an organization's name by a spammer) must stay text. Only a value that is wholly a
// plain number (-5, +3.14) or a phone number (+996 555 12-34-56) is left as it is: `-1+HYPERLINK(…)`
// or `+1+cmd|…` start like one and are not.
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/
const PHONE_NUMBER = /^\+?\d[\d ()-]*\d$/

/** True when a spreadsheet would read `text` as a formula. */
export function startsFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !PHONE_NUMBER.test(text)
}

/** One field, quoted; a value that a spreadsheet would run as a formula is kept as text with a leading apostrophe. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""'
  const text = String(value)
  const safe = startsFormula(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** One line: the fields quoted, joined by `;`, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  let line = ''
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += CSV_SEPARATOR
    line += csvField(values[index])
  }
  return line + CSV_LINE_END
}

/** The header line of `columns`. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvLine(columns.map((column) => column.header))
}

/** The lines of `items` (a page), one string: an export turns each page into a Blob part, never one giant string. */
export function csvRows<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): string {
  const lines: string[] = []
  for (const item of items) lines.push(csvLine(columns.map((column) => column.value(item))))
  return lines.join('')
}

/**
 * Reads CSV text written by this module back into rows of fields (a leading BOM skipped): quoted
 * fields with doubled quotes, `;` and CRLF inside them. For tests and checks of an export.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let index = text.startsWith(CSV_BOM) ? 1 : 0
  for (; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index++
        } else quoted = false
      } else field += char
    } else if (char === '"') quoted = true
    else if (char === CSV_SEPARATOR) {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index++
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}
