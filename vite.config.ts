import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { themeVariablesCss } from './src/app/theme-css.ts'

const vendor = (file: string) => fileURLToPath(new URL(`./src/shared/vendor/${file}`, import.meta.url))
const mantineModule = (path: string) =>
  new RegExp(`@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.mjs$`)

/**
 * Imports of Mantine that pull much more code than the importing module uses. The bundler keeps a
 * package like @floating-ui/react (about 15 KB gzip) in one chunk, so one light use loads it all:
 * - ScrollArea (inside every Modal) takes only `useMergeRefs` from @floating-ui/react: an equivalent
 *   on @mantine/hooks;
 * - Popover (under Select, MultiSelect, Combobox and Menu) takes only positioning (`useFloating` and
 *   its middlewares), which @floating-ui/react re-exports from @floating-ui/react-dom.
 * So a screen with a modal loads no floating-ui, and a screen with a select only the positioning
 * part; the whole package still loads where Tooltip or Menu's sub-menus need it.
 * - MantineProvider imports MantineCssVariables, which it renders only with `withCssVariables`; the
 *   console passes false (src/app/providers.tsx: the variables come from a style sheet built with
 *   the app), so a stand-in that renders nothing keeps the theme-to-variables code off every screen.
 */
const LIGHTER_IMPORTS: Array<{ source: string; importer: RegExp; target: string }> = [
  { source: '@floating-ui/react', importer: mantineModule('ScrollArea/ScrollArea'), target: vendor('floating-merge-refs.ts') },
  { source: '@floating-ui/react', importer: mantineModule('Popover/use-popover'), target: '@floating-ui/react-dom' },
  {
    source: './MantineCssVariables/MantineCssVariables.mjs',
    importer: /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    target: vendor('no-css-variables.ts'),
  },
]

/**
 * A redirect that stops applying (Mantine moved the file, or it no longer imports the package) would
 * silently let a screen grow past its budget: a production build fails naming it instead.
 */
function lighterImports(): Plugin {
  const applied = new Set<(typeof LIGHTER_IMPORTS)[number]>()
  let building = false
  return {
    name: 'lighter-imports',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && !process.env.VITEST
    },
    async resolveId(source, importer) {
      const redirect = importer && LIGHTER_IMPORTS.find((entry) => entry.source === source && entry.importer.test(importer))
      if (!redirect) return null
      applied.add(redirect)
      return redirect.target.startsWith('@') ? this.resolve(redirect.target, importer, { skipSelf: true }) : redirect.target
    },
    buildEnd(error) {
      if (!building || error) return
      const stale = LIGHTER_IMPORTS.filter((entry) => !applied.has(entry))
      if (stale.length === 0) return
      this.error(
        `lighter-imports: ${stale.map((entry) => `'${entry.source}' from ${entry.importer.source}`).join('; ')} no longer applies — ` +
          'Mantine moved that file or stopped importing the package there. Point the redirect at the new place, or remove it if every screen keeps its JS budget without it (npm run check:budgets).',
      )
    },
  }
}

/** `…/<Name>.module.mjs` of @mantine/core: the class names of one component (or of InlineInput). */
const MANTINE_CLASSES = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/

/**
 * Each screen loads the styles of the Mantine components it uses, not all of @mantine/core/styles.css
 * (248 KB): the module holding a component's class names imports that component's own style sheet
 * (@mantine/core/styles/<Name>.css), so the sheet lands in the chunk that renders the component and
 * loads with it, lazily loaded modals, selects and pickers included. A component's module imports
 * the components it builds on first, so their sheets come first, as in Mantine's full sheet.
 */
function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    transform(code, id) {
      const name = MANTINE_CLASSES.exec(id)?.[1]
      return name ? { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null } : null
    },
  }
}

/** Inter's faces the console ships: Cyrillic and Latin (with their extensions). */
const SHIPPED_FONT_FACES = /inter-(?:cyrillic|cyrillic-ext|latin|latin-ext)-wght-normal/

/**
 * A Russian console: of @fontsource-variable/inter's faces it ships those for Cyrillic and Latin
 * text, not the Greek and Vietnamese ones (text in those scripts, if ever typed, shows in the
 * system font). Three @font-face rules fewer in the style sheet every screen loads first.
 */
const cyrillicAndLatinFont = {
  postcssPlugin: 'cyrillic-and-latin-font',
  AtRule: {
    'font-face': (rule: { toString: () => string; remove: () => void }) => {
      const face = rule.toString()
      if (face.includes('inter-') && !SHIPPED_FONT_FACES.test(face)) rule.remove()
    },
  },
}

const THEME_VARIABLES = 'virtual:theme-variables.css'

/** The theme's CSS variables as a style sheet built from src/app/theme.ts (see src/app/theme-css.ts). */
function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === THEME_VARIABLES ? `\0${THEME_VARIABLES}` : null),
    load: (id) => (id === `\0${THEME_VARIABLES}` ? themeVariablesCss() : null),
  }
}

export default defineConfig({
  plugins: [
    // The router plugin must come before react(): it generates src/routeTree.gen.ts.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      autoCodeSplitting: !process.env.VITEST,
      // Loaders too: a screen's queries, api and schemas load with the screen, never on /login.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
        // The signed-in frame is not split off: every screen but /login needs it at once, and inside the
        // first chunk it compresses with React, the router and Mantine (about 10 KB gzip less per screen).
        splitBehavior: ({ routeId }) => (routeId === '/_authed' ? [] : undefined),
      },
    }),
    react(),
    lighterImports(),
    themeVariables(),
    mantineComponentStyles(),
  ],
  // `@/` is src/ (tsconfig.json's paths say the same for tsc and lint); vitest inherits it.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  css: { postcss: { plugins: [cyrillicAndLatinFont] } },
  server: {
    port: Number(process.env.PORT) || 5173,
    strictPort: true,
  },
  preview: {
    port: Number(process.env.PORT) || 4173,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The manifest names every chunk: bench/budgets.ts (in npm test) reads each screen's JS from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Bare hashes: every import and the entry's preload table name chunks (about 1.3 KB gzip per
        // screen saved). The manifest names them for bench/files.ts and bench/budgets.ts.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically in one chunk, not in dozens of small shared ones:
          // each file compresses on its own, so the split cost every screen about 10 KB gzip.
          // `$initial` already holds the entry's whole static chain; following dependencies further
          // also pulled in modules that only screens share (list and complaint schemas, whose zod
          // schemas were then built on every start).
          groups: [{ name: 'base', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
})
