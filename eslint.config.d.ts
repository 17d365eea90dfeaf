import type { Linter } from 'eslint'

/** The kit's rule block (see eslint.config.js), typed for its unit test. */
export const screenKit: Linter.Config
declare const config: Linter.Config[]
export default config
