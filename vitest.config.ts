import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Logic tests that read browser APIs (localStorage, DOMPurify's document, window): they run under
 * jsdom like the component tests. Every other `*.test.ts` runs in plain Node, which starts in
 * milliseconds where a jsdom window costs about a second per file on CI's two cores. A new `.ts`
 * test that needs a DOM goes here (or starts with a `// @vitest-environment jsdom` line).
 */
const DOM_LOGIC_TESTS = [
  'src/features/articles/draft.test.ts',
  'src/features/gallery/image-tag.test.ts',
  'src/features/gallery/info-edit.test.ts',
  'src/shared/entries/location-map/map-logic.test.ts',
  'src/shared/auth/reauth.test.ts',
  'src/shared/auth/session.test.ts',
  'src/shared/markup/markup-renderer.test.ts',
  'src/shared/markup/sanitize-markup.test.ts',
]

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      restoreMocks: true,
      env: { VITE_MOCK_API: 'false' },
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            pool: 'vmThreads',
            // Testing Library, jest-dom and the jsdom stubs: only where there is a DOM.
            setupFiles: ['src/test/setup.ts'],
            include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
            exclude: DOM_LOGIC_TESTS,
          },
        },
      ],
    },
  }),
)
