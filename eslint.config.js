import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The control kit (docs/ui.md): a screen composes shared/ui's controls and never styles one of its
 * own — no Mantine control imported directly, no plain-controls classes, no class strings assembled
 * by hand, no colour of its own. Exported for its unit test (src/shared/ui/kit-lint.test.ts).
 */
export const screenKit = {
  files: ['src/features/**/*.tsx', 'src/routes/**/*.tsx'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/mocks/**'], message: 'src/ must not import the mock backend.' },
          { group: ['**/plain-controls.module.css'], message: 'Use the control kit of shared/ui (docs/ui.md), not its classes.' },
        ],
        paths: [
          {
            name: '@mantine/core',
            importNames: ['Button', 'ActionIcon', 'CloseButton', 'UnstyledButton', 'Checkbox', 'Select', 'MultiSelect', 'NativeSelect', 'Switch', 'Chip'],
            message: 'Use the control kit of shared/ui (docs/ui.md): a screen never builds a control of its own.',
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer > TemplateLiteral",
        message: 'A class string assembled by hand: use a control of the kit (docs/ui.md) or one class of the module.',
      },
      {
        selector: 'Literal[value=/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/]',
        message: 'Colours come from the theme (src/app/theme.ts) only.',
      },
      {
        selector: "JSXAttribute[name.name=/^(color|c|bg)$/] > Literal[value!='dimmed']",
        message: 'Colours come from the theme through the control kit (docs/ui.md), not from a screen.',
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.bench', '.scratch'] },
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
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }], allowThrowingUnknown: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Design: src/ never imports mocks/ (except the dynamic import in main.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/**'], message: 'src/ must not import the mock backend.' }] }],
    },
  },
  screenKit,
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
