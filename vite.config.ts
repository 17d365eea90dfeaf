import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
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
  ],
  // `@/` is src/ (tsconfig.json's paths say the same for tsc and lint); vitest inherits it.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT) || 5173, strictPort: true },
  preview: { port: Number(process.env.PORT) || 4173 },
  build: {
    target: 'es2022',
    // bench/budgets.ts reads each screen's chunks from the manifest.
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
})
