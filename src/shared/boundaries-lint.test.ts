import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { boundaries } from '../../eslint.config.js'

const root = join(import.meta.dirname, '../..')
const linter = new Linter({ configType: 'flat', cwd: root })
const config: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
  ...boundaries,
]

/**
 * The boundary and circle messages a file at `file` (relative to the repository) with `code` gets.
 * The file itself need not exist; what it imports does (imports are resolved to files).
 */
function boundaryMessages(file: string, code: string) {
  return linter.verify(code, config, { filename: join(root, file) }).map((message) => `${message.ruleId}: ${message.message}`)
}

const refusedBy = (rule: string): unknown => expect.stringContaining(`import-x/${rule}:`)

describe('dependencies point one way: shared ← features ← routes ← app (eslint.config.js)', () => {
  it('refuses shared/ importing a feature, a route or app/, spelled relative or with @/', () => {
    const file = 'src/shared/ui/some-widget.tsx'
    expect(boundaryMessages(file, "import type { Profile } from '../../features/auth/schemas'")).toEqual([refusedBy('no-restricted-paths')])
    expect(boundaryMessages(file, "import { cityQueries } from '@/features/cities/queries'")).toEqual([refusedBy('no-restricted-paths')])
    expect(boundaryMessages(file, "import { Route } from '@/routes/__root'")).toEqual([refusedBy('no-restricted-paths')])
    expect(boundaryMessages(file, "import { createQueryClient } from '../../app/query-client'")).toEqual([refusedBy('no-restricted-paths')])
    expect(boundaryMessages('src/shared/auth/some-check.ts', "const load = () => import('../../features/auth/api')")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
  })

  it("refuses a feature importing another feature's components or calls", () => {
    const file = 'src/features/events/components/some-panel.tsx'
    expect(boundaryMessages(file, "import { CitiesPage } from '../../cities/components/cities-page'")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
    expect(boundaryMessages(file, "import { fetchCountries } from '@/features/cities/api'")).toEqual([refusedBy('no-restricted-paths')])
    expect(boundaryMessages(file, "import { useDeleteCountry } from '../../cities/mutations'")).toEqual([refusedBy('no-restricted-paths')])
  })

  it('refuses src/ importing the mock backend, outside main.tsx and the unit tests', () => {
    expect(boundaryMessages('src/features/users/some-helper.ts', "import { createStore } from '../../../mocks/store'")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
    expect(boundaryMessages('src/app/some-start.ts', "const start = () => import('../../mocks/browser')")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
    expect(boundaryMessages('src/main.tsx', "const start = () => import('../mocks/browser')")).toEqual([])
    expect(boundaryMessages('src/shared/api/some.test.ts', "import { server } from '../../../mocks/node'")).toEqual([])
  })

  it("refuses mocks/ importing a feature's calls, queries or components", () => {
    const file = 'mocks/handlers/some-handler.ts'
    expect(boundaryMessages(file, "import { fetchCountries } from '../../src/features/cities/api'")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
    expect(boundaryMessages(file, "import { cityQueries } from '../../src/features/cities/queries'")).toEqual([
      refusedBy('no-restricted-paths'),
    ])
    expect(boundaryMessages(file, "import { Route } from '../../src/routes/__root'")).toEqual([refusedBy('no-restricted-paths')])
  })

  it("lets each layer import what it may: shared/, another feature's schemas.ts and queries.ts, its own feature", () => {
    const feature = `import { cityQueries } from '../../cities/queries'
import type { CitiesSearch } from '@/features/cities/schemas'
import { ADMIN_FLAGS } from '../../auth/schemas'
import { fetchEvent } from '../api'
import { LocationMap } from '@/shared/entries/location-map/location-map'
import { LIMITS } from '../../../shared/limits'`
    expect(boundaryMessages('src/features/events/components/some-panel.tsx', feature)).toEqual([])
    const mock = `import { countrySchema } from '../../src/features/cities/schemas'
import { LIMITS } from '../../src/shared/limits'
import { can } from '../../src/shared/auth/permissions'`
    expect(boundaryMessages('mocks/handlers/some-handler.ts', mock)).toEqual([])
    const route = `import { cityQueries } from '@/features/cities/queries'
import { CitiesPage } from '../../features/cities/components/cities-page'`
    expect(boundaryMessages('src/routes/_authed/some-route.tsx', route)).toEqual([])
  })
})

describe('no import circle in src/ or mocks/ (eslint.config.js)', () => {
  it('refuses a module importing one that imports it back', () => {
    // shared/auth/schemas.ts imports shared/api/common-schemas.ts: importing it back closes a circle.
    expect(boundaryMessages('src/shared/api/common-schemas.ts', "import { profileSchema } from '../auth/schemas'")).toEqual([
      refusedBy('no-cycle'),
    ])
    expect(boundaryMessages('src/shared/api/common-schemas.ts', "import { profileSchema } from '@/shared/auth/schemas'")).toEqual([
      refusedBy('no-cycle'),
    ])
  })

  it('lets the same module import what does not lead back to it', () => {
    expect(
      boundaryMessages('src/shared/api/common-schemas.ts', "import * as z from 'zod/mini'\nimport { LIMITS } from '../limits'"),
    ).toEqual([])
  })
})
