import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const MANTINE_STYLES = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/global.css'))

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The names a module imports from @mantine/core (values only), e.g. Tabs, Stepper. */
function mantineImports(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  )
}

/** The component sheets a module imports (`import '@mantine/core/styles/Tabs.css'`). */
function sheetImports(code: string): string[] {
  return [...code.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1] ?? '')
}

describe("Mantine's styles, imported as its docs describe (src/app/styles.ts)", () => {
  const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'mocks'))].map((path) => ({ path, code: readFileSync(path, 'utf8') }))
  const everywhere = new Set(sheetImports(readFileSync(join(ROOT, 'src/app/styles.ts'), 'utf8')))

  it('every Mantine component the console renders has its sheet: in styles.ts, or imported by the module that renders it', () => {
    const missing = files.flatMap(({ path, code }) => {
      const here = new Set(sheetImports(code))
      return mantineImports(code)
        .filter((name) => existsSync(join(MANTINE_STYLES, `${name}.css`)))
        .filter((name) => !everywhere.has(name) && !here.has(name))
        .map((name) => `${path.slice(ROOT.length + 1)}: ${name}`)
    })
    expect(missing).toEqual([])
  })

  it('reads the names a module imports and the sheets it imports', () => {
    const code = "import '@mantine/core/styles/Tabs.css'\nimport { Box, Tabs, type MantineTheme } from '@mantine/core'"
    expect(mantineImports(code)).toEqual(['Box', 'Tabs'])
    expect(sheetImports(code)).toEqual(['Tabs'])
  })
})
