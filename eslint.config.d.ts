import type { Linter } from 'eslint'

/** The kit's rule block (see eslint.config.js), typed for its unit test. */
export const screenKit: Linter.Config
/** The import-boundary and circle blocks (see eslint.config.js), typed for their unit test. */
export const boundaries: Linter.Config[]
declare const config: Linter.Config[]
export default config
