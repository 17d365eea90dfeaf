import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: 'bench/floor',
  base: '/__floor/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../../.bench/floor', emptyOutDir: true },
})
