import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { buildNonce, cspMeta, deployConfigFile, manifestOutsideDist, mockWorkerFile, releaseGuards } from './build/security-plugins.ts'
import { isDeploySalt } from './src/shared/auth/cipher.ts'

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // A build carries the mock only in the mock mode (`npm run build:mock`); the dev server as .env.development says.
  // A shell's exported VITE_MOCK_API does not turn a production build into a mock one: that build fails instead.
  const mock = command === 'build' ? mode === 'mock' : env.VITE_MOCK_API === 'true'
  if (command === 'build' && !mock && env.VITE_MOCK_API === 'true') {
    throw new Error('VITE_MOCK_API=true in a non-mock build: the mock build is `npm run build:mock` (docs/security.md).')
  }
  // A release build starts only with its deploy's config.json, which gives the salt where the build has none of its
  // own (docs/security.md); a demo (`npm run build`, CONSOLE_DEMO_BUILD=true) and the mock build start on their own values.
  const release = command === 'build' && !mock && process.env.CONSOLE_DEMO_BUILD !== 'true'
  const salt = env.VITE_PASSWORD_SALT ?? ''
  // The style elements' nonce, new for every build (docs/security.md); the dev server needs none.
  const nonce = command === 'build' && !mock ? buildNonce() : undefined
  const origins = { apiUrl: env.VITE_API_URL ?? '', staticUrl: env.VITE_STATIC_URL ?? '', googleMapsKey: env.VITE_GOOGLE_MAPS_KEY ?? '' }
  return {
    plugins: [
      // Before react(): the router plugin generates src/routeTree.gen.ts and splits each route's code.
      tanstackRouter({
        target: 'react',
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.test\\.tsx?$',
        // Unit tests render routes whole (toolchain.md: vitest runs this plugin too).
        autoCodeSplitting: !process.env.VITEST,
        // The shell around every signed-in screen starts with the app: one chunk with the entry instead
        // of a few dozen small shared ones, which a cold tab fetches six at a time.
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_authed' ? [] : undefined) },
      }),
      react(),
      // docs/security.md: the policy, Mantine without HTML strings, the release guards, the mock's worker file, the manifest.
      ...(nonce ? [cspMeta(origins, nonce)] : []),
      releaseGuards({ mock }),
      mockWorkerFile(mock),
      // A release build without a salt of its own writes none: its deploy's config.json must give one.
      deployConfigFile({ ...origins, ...(release && !isDeploySalt(salt) ? {} : { passwordSalt: salt }) }),
      manifestOutsideDist(),
    ],
    define: {
      // Tabs talk only to tabs of the same build (shared/cache/tab-channel.ts): an old and a new tab after a deploy never exchange shapes.
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.CONSOLE_BUILD_ID || Date.now().toString(36)),
      'import.meta.env.VITE_MOCK_API': JSON.stringify(String(mock)),
      'import.meta.env.VITE_RELEASE_BUILD': JSON.stringify(String(release)),
    },
    // Only the files every build deploys: the mock's worker file is added by mockWorkerFile where the mock runs.
    publicDir: 'public',
    // Vite writes the nonce on its own tags and in <meta property="csp-nonce">, where the app reads it (src/app/csp-nonce.ts).
    html: nonce ? { cspNonce: nonce } : {},
    // `@/` is src/ (tsconfig.json's paths say the same for tsc and lint); vitest inherits it.
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: Number(process.env.PORT) || 5173, strictPort: true },
    preview: { port: Number(process.env.PORT) || 4173 },
    build: {
      target: 'es2022',
      // bench/budgets.ts reads each screen's chunks from the manifest, which is moved out of the deployed folder.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry imports statically goes in one chunk, which compresses better than many small ones.
            groups: [{ name: 'base', tags: ['$initial'], includeDependenciesRecursively: false }],
          },
        },
      },
    },
  }
})
