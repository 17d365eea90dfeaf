import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The import boundaries of the layout (README "Project layout", design.md): shared ← features ←
 * routes ← app. Paths are resolved (relative and `@/` imports alike, through tsconfig.json's
 * paths), so a zone holds whatever way the import is spelled; type-only and dynamic imports count.
 */
const layerZones = [
  {
    target: 'src/shared',
    from: ['src/features', 'src/routes', 'src/app', 'src/main.tsx', 'src/routeTree.gen.ts'],
    message: 'shared/ imports nothing from features/, routes/ or app/: move what it needs to shared/.',
  },
  {
    target: 'src/features',
    from: ['src/routes', 'src/app', 'src/main.tsx', 'src/routeTree.gen.ts'],
    message: 'A feature imports nothing from routes/ or app/.',
  },
  { target: 'src/routes', from: ['src/app', 'src/main.tsx'], message: 'routes/ imports nothing from app/.' },
  // Another feature's schemas.ts and queries.ts only: a widget or call two features use lives in shared/.
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).flatMap((other) => [`./${other}/schemas.ts`, `./${other}/queries.ts`]),
    ],
    message: 'A feature imports from another feature only its schemas.ts and queries.ts: move a shared widget or call to shared/.',
  })),
  {
    target: 'mocks',
    from: 'src',
    except: ['./shared', ...features.map((feature) => `./features/${feature}/schemas.ts`)],
    message: "mocks/ imports only the features' schemas.ts and shared/.",
  },
]
const srcNeverMocks = { target: 'src', from: 'mocks', message: 'src/ must not import the mock backend.' }

/**
 * Exported for its unit test (src/shared/boundaries-lint.test.ts): the resolver, the boundary
 * zones and the circle check for src/ and mocks/, and the few files allowed to import mocks/.
 */
export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The circle check reads every imported module: the TypeScript ones too, with the project's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
          tsconfig: { configFile: join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, srcNeverMocks] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one dynamic import of the mock worker (main.tsx) and the unit tests, which run against it.
    files: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
]

/** Mantine components a screen does not import: the kit's component for that role decides its look (docs/ui.md). */
const kitRoles = [
  {
    importNames: ['Button', 'ActionIcon', 'CloseButton', 'UnstyledButton', 'CopyButton'],
    message:
      'Use the action of the control kit for this role (MainAction, SecondaryAction, DangerAction, RowAction, ListChoice…; docs/ui.md).',
  },
  {
    importNames: ['Badge', 'Alert', 'Progress'],
    message: 'Use StatusBadge, CountBadge, Notice or ProgressLine of the control kit (docs/ui.md).',
  },
  { importNames: ['Table', 'Pagination'], message: 'Use DataTable or PaginationBar of the control kit (docs/ui.md).' },
  {
    importNames: ['Chip', 'Radio', 'SegmentedControl', 'Switch'],
    message: 'Use RadioChips or VisibilitySwitch of the control kit (docs/ui.md).',
  },
  { importNames: ['Notification'], message: "Toasts go through the kit's notify({ tone, message }) (docs/ui.md)." },
]

/** A colour written on a screen: any string or template in a colour prop but the theme's 'dimmed'. */
const COLOUR_PROP = 'JSXAttribute[name.name=/^(color|c|bg|bd)$/]'
const COLOUR_STYLE = 'JSXAttribute[name.name="style"] Property[key.name=/^(color|background|backgroundColor|borderColor|fill|stroke)$/]'

/**
 * The control kit (docs/ui.md): a screen composes the kit's controls and Mantine's components the
 * kit leaves to screens (fields, selects, checkboxes, layout), with the theme's defaults, and never
 * styles a control of its own — no Mantine component whose role the kit owns, no toast but the kit's
 * notify, no class of the kit's style sheets, no class string assembled by hand, no colour of its
 * own. Exported for its unit test (src/shared/kit-lint.test.ts).
 */
export const screenKit = {
  files: ['src/features/**/*.tsx', 'src/routes/**/*.tsx'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/shared/**/*.css', '**/shared/**/*.css'],
            message: 'Use the control kit of shared/ui (docs/ui.md) and the widgets of shared/, not their classes.',
          },
        ],
        paths: [
          ...kitRoles.map((role) => ({ name: '@mantine/core', ...role })),
          { name: '@mantine/notifications', message: "Toasts go through the kit's notify({ tone, message }) (docs/ui.md)." },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "JSXAttribute[name.name='className'] > JSXExpressionContainer > :matches(TemplateLiteral, BinaryExpression, CallExpression)",
        message: 'A class string assembled by hand: use a control of the kit (docs/ui.md) or one class of the module.',
      },
      {
        selector: 'Literal[value=/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/]',
        message: 'Colours come from the theme (src/app/theme.ts) only.',
      },
      {
        selector: `${COLOUR_PROP} Literal[value!='dimmed'], ${COLOUR_PROP} TemplateLiteral, ${COLOUR_STYLE}`,
        message: "Colours come from the theme through the control kit (docs/ui.md); a screen may only dim text (c='dimmed').",
      },
    ],
  },
}

/** Accessible JSX: jsx-a11y's recommended rules (real buttons and links, labels, alt texts, no stray tab stops). */
export const accessibility = { files: ['src/**/*.tsx', 'mocks/**/*.tsx'], ...jsxA11y.flatConfigs.recommended }

export const fileNames = {
  // One file-name convention: kebab-case files and folders (React components included), so an
  // import path never depends on the file system's case sensitivity. The route tree keeps the
  // router's own names ($.tsx, __root.tsx, _authed/).
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
  ignores: ['src/routes/**', 'src/routeTree.gen.ts', 'src/vite-env.d.ts'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    'check-file/folder-naming-convention': ['error', { '{src,mocks,e2e,bench,scripts}/**/': 'NEXT_JS_APP_ROUTER_CASE' }],
  },
}

export const importOrder = {
  // Imports in one order everywhere: packages, then the project's own (@/), then relative; a blank
  // line between groups is not required, an order inside them is (alphabetical by path).
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/order': [
      'error',
      {
        groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
        pathGroups: [{ pattern: '@/**', group: 'internal' }],
        pathGroupsExcludedImportTypes: ['builtin'],
        'newlines-between': 'never',
        alphabetize: { order: 'asc', caseInsensitive: true },
      },
    ],
  },
}

/** A tracker number in a comment: 'issue 42', 'issues 29', '(#31)', '#42'. */
const TRACKER_NUMBER = /\b[Ii]ssues? [0-9]+|\(#[0-9]+\)|#[0-9]{2,3}\b/

/** Query-client calls that write a cache: shared/cache/ alone makes them, in named helpers that also tell the other tabs. */
const CACHE_WRITES = new Set(['setQueryData', 'setQueriesData', 'removeQueries', 'resetQueries'])
/** Query-client calls that warm a query: a route's loader makes them, never a component. */
const WARMING = new Set(['prefetchQuery', 'ensureQueryData', 'prefetchInfiniteQuery'])

/** A rule that refuses a call of a method named in `names` (`x.name(…)`, `x?.name(…)`), with `message`. */
function refusedCalls(names, description, message) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { refused: message }, schema: [] },
    create(context) {
      return {
        CallExpression(node) {
          const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee
          if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
          if (names.has(callee.property.name))
            context.report({ node: callee.property, messageId: 'refused', data: { name: callee.property.name } })
        },
      }
    },
  }
}

/** The project's own rules. */
const consolePlugin = {
  rules: {
    'no-tracker-numbers': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Refuses a tracker number in a comment.' },
        messages: { tracker: "A comment cites a tracker number ('{{number}}'): say why in words instead." },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = TRACKER_NUMBER.exec(comment.value)
              if (found) context.report({ loc: comment.loc, messageId: 'tracker', data: { number: found[0] } })
            }
          },
        }
      },
    },
    'no-cache-writes': refusedCalls(
      CACHE_WRITES,
      'Refuses a React Query cache write outside shared/cache/.',
      '{{name}} outside shared/cache/: write through a named helper of shared/cache/query-cache.ts (it also tells the other tabs).',
    ),
    'no-component-warming': refusedCalls(
      WARMING,
      'Refuses a query warmed by a component.',
      "{{name}} in a component: warming a query is the route loader's job (shared/cache/query-cache.ts prefetch); a component reads the query.",
    ),
  },
}

/**
 * A comment says why in words that stay true; a tracker number does not, once the tracker moves or the issue closes.
 * Exported for its unit test (src/shared/conventions-lint.test.ts).
 */
export const noTrackerNumbers = {
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'build/**/*.ts', 'scripts/**/*.ts'],
  plugins: { console: consolePlugin },
  rules: { 'console/no-tracker-numbers': 'error' },
}

/**
 * shared/cache/ is the only code that writes React Query caches (every write reaches the other tabs through it), and
 * a component never warms a query (the route loaders do). Tests set up their caches as they need. Exported for their
 * unit test (src/shared/conventions-lint.test.ts).
 */
export const cacheOwnership = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/cache/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { console: consolePlugin },
    rules: { 'console/no-cache-writes': 'error' },
  },
  {
    files: ['src/features/**/*.tsx', 'src/shared/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { console: consolePlugin },
    rules: { 'console/no-component-warming': 'error' },
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      '.manifests',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.bench',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Router redirects by throwing redirect() objects.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }], allowThrowingUnknown: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...boundaries,
  screenKit,
  accessibility,
  fileNames,
  importOrder,
  noTrackerNumbers,
  ...cacheOwnership,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
