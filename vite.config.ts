import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * Mantine's ScrollArea (inside every Modal) imports only `useMergeRefs` from @floating-ui/react, but
 * the bundler keeps that package in one chunk: every screen with a modal loaded all of floating-ui
 * (about 15 KB gzip) though only popovers, menus, tooltips and comboboxes need it. This points that
 * one import at an equivalent built on @mantine/hooks.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/shared/vendor/floating-merge-refs.ts', import.meta.url))
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return shim
      return null
    },
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
      },
    }),
    react(),
    scrollAreaWithoutFloatingUi(),
  ],
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
  },
})
