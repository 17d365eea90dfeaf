import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvField, csvHeader, csvLine, csvRows, parseCsv, type CsvColumn } from './csv'

describe('CSV writer', () => {
  it('quotes every field and doubles quotes inside', () => {
    expect(csvField('abc')).toBe('"abc"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField(null)).toBe('""')
    expect(csvField(undefined)).toBe('""')
    expect(csvField(42)).toBe('"42"')
  })

  it('separates fields by ; and ends lines with CRLF; ; and line breaks inside a field stay in it', () => {
    const line = csvLine(['a;b', 'line 1\nline 2', 'x\r\ny', 'Ёлка «кафе»'])
    expect(line).toBe('"a;b";"line 1\nline 2";"x\r\ny";"Ёлка «кафе»"\r\n')
    expect(parseCsv(line)).toEqual([['a;b', 'line 1\nline 2', 'x\r\ny', 'Ёлка «кафе»']])
  })

  it('keeps a value a spreadsheet would run as a formula as text; phones and negative numbers stay as they are', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvField('+996 555 123 456')).toBe('"+996 555 123 456"')
    expect(csvField('-5')).toBe('"-5"')
    expect(csvField('-cmd')).toBe('"\'-cmd"')
  })

  it('leaves a field unescaped only when the whole value is a plain number or a phone number', () => {
    for (const plain of ['-5', '+5', '-3.14', '2,5', '+996 555 123 456', '+7 (495) 123-45-67', '0555-12-34-56', 'Кафе', '']) {
      expect(csvField(plain)).toBe(`"${plain}"`)
    }
    const formulas = [
      '-1+HYPERLINK("https://evil.example.org";"x")',
      "+1+cmd|' /C calc'!A0",
      '-2-3+SUM(A1:A9)',
      '+996 555 123 456=1',
      '-1e3',
      '=1+1',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      '+ 1',
      '-(1)',
    ]
    for (const formula of formulas) expect(csvField(formula), formula).toBe(`"'${formula.replaceAll('"', '""')}"`)
  })

  it('writes a header and rows by columns, and the text with a BOM parses back (the BOM skipped)', () => {
    type Row = { id: string; name: string; note: string | null }
    const columns: CsvColumn<Row>[] = [
      { header: 'ID', value: (row) => row.id },
      { header: 'Название', value: (row) => row.name },
      { header: 'Заметка', value: (row) => row.note },
    ]
    const text =
      CSV_BOM +
      csvHeader(columns) +
      csvRows(columns, [
        { id: '1', name: 'Кафе "Уют"; бар', note: null },
        { id: '2', name: 'Школа', note: 'строка 1\r\nстрока 2' },
      ])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(parseCsv(text)).toEqual([
      ['ID', 'Название', 'Заметка'],
      ['1', 'Кафе "Уют"; бар', ''],
      ['2', 'Школа', 'строка 1\r\nстрока 2'],
    ])
  })
})
