import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
