import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/** The bench's floor pages: a bare React list (index.html), a bare CodeMirror (editor.html) and the form screen's libraries (stack.html). */
export default defineConfig({
  root: 'bench/floor',
  base: '/__floor/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: '../../.bench/floor',
    emptyOutDir: true,
    rolldownOptions: { input: { index: page('./index.html'), editor: page('./editor.html'), stack: page('./stack.html') } },
  },
})
