import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SHARED = import.meta.dirname

/** Folders of shared/ that are not a mechanism: the texts, small helpers, and the control kit (docs/ui.md). */
const NOT_MECHANISMS = new Set(['i18n', 'lib', 'ui'])

/** What a README may take: a page a newcomer reads at once. */
const MAX_LINES = 30

const mechanisms = readdirSync(SHARED).filter((name) => statSync(join(SHARED, name)).isDirectory() && !NOT_MECHANISMS.has(name))

describe('every mechanism folder opens with a README: what it does, its entry points, who may import it', () => {
  it.each(mechanisms)('shared/%s', (folder) => {
    const file = join(SHARED, folder, 'README.md')
    expect(existsSync(file), `${file} is missing`).toBe(true)
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines[0]).toMatch(new RegExp(`^# shared/${folder} — \\S`))
    expect(lines).toContain('## Entry points')
    expect(lines).toContain('## Who may import it')
    expect(lines.length, `${lines.length} lines`).toBeLessThanOrEqual(MAX_LINES)
  })
})
