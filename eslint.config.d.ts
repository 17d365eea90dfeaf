import type { Linter } from 'eslint'

/** The kit's rule block (see eslint.config.js), typed for its unit test. */
export const screenKit: Linter.Config
/** The import-boundary and circle blocks (see eslint.config.js), typed for their unit test. */
export const boundaries: Linter.Config[]
/** jsx-a11y's recommended rules, the file-name convention and the import order, typed for their unit test. */
export const accessibility: Linter.Config
export const fileNames: Linter.Config
export const importOrder: Linter.Config
/** The local rule that refuses a tracker number in a comment, typed for its unit test. */
export const noTrackerNumbers: Linter.Config
/** The local rules that keep cache writes in shared/cache and query warming in the route loaders, typed for their unit test. */
export const cacheOwnership: Linter.Config[]
declare const config: Linter.Config[]
export default config
