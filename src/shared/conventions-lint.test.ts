import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { accessibility, cacheOwnership, fileNames, importOrder, noTrackerNumbers } from '../../eslint.config.js'

const root = join(import.meta.dirname, '../..')
const linter = new Linter({ configType: 'flat', cwd: root })
const parsing: Linter.Config = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
}

/** The rules that refuse `code` in a file at `file` (relative to the repository) under `config`. */
function refusals(config: Linter.Config | Linter.Config[], file: string, code: string) {
  return linter.verify(code, [parsing, ...[config].flat()], { filename: join(root, file) }).map((message) => message.ruleId)
}

describe('lint that helps (eslint.config.js)', () => {
  it('accessibility: an image without a text alternative and a click on a plain div are refused', () => {
    const file = 'src/shared/ui/some-widget.tsx'
    expect(refusals(accessibility, file, 'export const A = () => <img src="a.png" />')).toContain('jsx-a11y/alt-text')
    expect(refusals(accessibility, file, 'export const B = (p: { go: () => void }) => <div onClick={p.go}>go</div>')).toEqual(
      expect.arrayContaining(['jsx-a11y/click-events-have-key-events', 'jsx-a11y/no-static-element-interactions']),
    )
    expect(
      refusals(accessibility, file, 'export const C = (p: { go: () => void }) => <button type="button" onClick={p.go}>go</button>'),
    ).toEqual([])
  })

  it('file names: kebab-case files and folders; the route tree keeps the router’s names', () => {
    expect(refusals(fileNames, 'src/shared/ui/PhotoTile.tsx', 'export {}')).toEqual(['check-file/filename-naming-convention'])
    expect(refusals(fileNames, 'src/shared/photoTiles/photo-tile.tsx', 'export {}')).toEqual(['check-file/folder-naming-convention'])
    expect(refusals(fileNames, 'src/shared/ui/photo-tile.tsx', 'export {}')).toEqual([])
    expect(refusals(fileNames, 'src/routes/__root.tsx', 'export {}')).toEqual([])
  })

  it('import order: packages, then @/, then relative, alphabetical inside each group', () => {
    const file = 'src/features/users/components/some-panel.tsx'
    const ordered = ["import { useState } from 'react'", "import { ru } from '@/shared/i18n/ru'", "import { UserRow } from './user-row'"]
    expect(refusals(importOrder, file, ordered.join('\n'))).toEqual([])
    expect(refusals(importOrder, file, [...ordered].reverse().join('\n'))).toContain('import-x/order')
    expect(refusals(importOrder, file, ["import { a } from '@/shared/z'", "import { b } from '@/shared/a'"].join('\n'))).toContain(
      'import-x/order',
    )
  })

  it('no tracker numbers in comments: a comment says why in words that stay true', () => {
    const file = 'src/shared/lib/some-helper.ts'
    expect(refusals(noTrackerNumbers, file, '// see issue 42\nexport const a = 1')).toEqual(['console/no-tracker-numbers'])
    expect(refusals(noTrackerNumbers, file, '/** A failed upload keeps its files (#31). */\nexport const b = 1')).toEqual([
      'console/no-tracker-numbers',
    ])
    expect(refusals(noTrackerNumbers, 'e2e/specs/some.spec.ts', '// Issue 33: the next complaint takes the focus\nexport {}')).toEqual([
      'console/no-tracker-numbers',
    ])
    expect(refusals(noTrackerNumbers, file, '// A failed upload keeps its files, so nothing chosen is lost.\nexport const c = 1')).toEqual(
      [],
    )
    expect(refusals(noTrackerNumbers, file, "export const d = 'issue 42' // a string, not a comment")).toEqual([])
  })

  it('shared/cache is the only code that writes React Query caches', () => {
    const write = "export const f = (c: QueryClient) => c.setQueryData(['a'], 1)"
    expect(refusals(cacheOwnership, 'src/features/users/mutations.ts', write)).toEqual(['console/no-cache-writes'])
    expect(
      refusals(cacheOwnership, 'src/shared/entries/entry-list-calls.ts', 'export const g = (c: QueryClient) => c.setQueriesData({}, 1)'),
    ).toEqual(['console/no-cache-writes'])
    expect(
      refusals(
        cacheOwnership,
        'src/features/auth/use-login.ts',
        "export const h = (c?: QueryClient) => c?.removeQueries({ queryKey: ['a'] })",
      ),
    ).toEqual(['console/no-cache-writes'])
    expect(refusals(cacheOwnership, 'src/shared/cache/query-cache.ts', write)).toEqual([])
    // A unit test sets up the cache it checks.
    expect(refusals(cacheOwnership, 'src/features/users/users.test.ts', write)).toEqual([])
  })

  it('a component never warms a query: the route loaders do', () => {
    const warm = "export const A = (p: { c: QueryClient }) => { void p.c.prefetchQuery({ queryKey: ['a'] }); return null }"
    expect(refusals(cacheOwnership, 'src/features/shell/components/session-alerts.tsx', warm)).toEqual(['console/no-component-warming'])
    expect(
      refusals(
        cacheOwnership,
        'src/shared/entries/list/entry-list-page.tsx',
        'export const B = (p: { c: QueryClient }) => p.c.ensureQueryData(o)',
      ),
    ).toEqual(['console/no-component-warming'])
    expect(refusals(cacheOwnership, 'src/routes/_authed.tsx', warm)).toEqual([])
  })
})
