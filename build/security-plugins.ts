/**
 * The build's security steps (docs/security.md): the policy in dist/index.html, the release guard (no mock code), the mock's worker
 * file only where the mock runs, and the manifest kept out of what is deployed.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { metaPolicy, type PolicyOrigins } from './csp.ts'

/** A fresh nonce per build; a server that serves index.html replaces it per response (docs/security.md). */
export function buildNonce(): string {
  return randomBytes(16).toString('base64')
}

/** Puts the policy first in <head> of the production build's index.html. */
export function cspMeta(origins: PolicyOrigins, nonce: string): Plugin {
  return {
    name: 'console:csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy(origins, nonce) }, injectTo: 'head-prepend' },
      ],
    },
  }
}

/** What only the mock carries: msw, the mock's token secret, its control API and panel. bench/bundle.ts checks the same. */
export const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', 'mock-backend-secret', '__mock/', 'mock-panel', 'Open the mock API panel']

/**
 * A non-mock build fails when any mock code reached its bundle. The salt is not a build's question: a release
 * build may leave it to its deploy's config.json, and refuses at start to run without one of the deploy's own
 * (shared/startup/runtime-config.ts, docs/security.md).
 */
export function releaseGuards(kind: { mock: boolean }): Plugin {
  return {
    name: 'console:release-guards',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (kind.mock) return
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : ''
        const marker = MOCK_MARKERS.find((one) => text.includes(one))
        if (marker) this.error(`Mock code in a non-mock build: ${file.fileName} holds "${marker}"`)
      }
    },
  }
}

/** The mock's service worker file, kept beside the mock (mocks/public), not in public/. */
const MOCK_WORKER = 'mockServiceWorker.js'
const mockWorkerPath = resolve(import.meta.dirname, '../mocks/public', MOCK_WORKER)

/** Serves the mock's worker file on the dev server and writes it into a mock build, and nowhere else. */
export function mockWorkerFile(mock: boolean): Plugin {
  return {
    name: 'console:mock-worker-file',
    configureServer(server) {
      if (!mock) return
      server.middlewares.use(`/${MOCK_WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(mockWorkerPath))
      })
    },
    generateBundle() {
      if (mock) this.emitFile({ type: 'asset', fileName: MOCK_WORKER, source: readFileSync(mockWorkerPath) })
    },
  }
}

/** Where a build's manifest is kept: beside the project, never in the deployed folder. */
export function manifestPath(outDir: string): string {
  return resolve(import.meta.dirname, '../.manifests', basename(outDir), 'manifest.json')
}

/** Moves the manifest vite wrote into outDir/.vite (bench/budgets.ts reads it) to `manifestPath`. */
export function manifestOutsideDist(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'console:manifest-outside-dist',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const written = join(outDir, '.vite', 'manifest.json')
      const target = manifestPath(outDir)
      // A failed build wrote none: its own error is the one to see.
      if (!existsSync(written)) return
      mkdirSync(resolve(target, '..'), { recursive: true })
      renameSync(written, target)
      rmSync(join(outDir, '.vite'), { recursive: true, force: true })
    },
  }
}

/** Writes `config.json` with the build's values beside index.html: a deploy edits this file, not the build (README). */
export function deployConfigFile(config: { apiUrl: string; staticUrl: string; googleMapsKey: string; passwordSalt?: string }): Plugin {
  return {
    name: 'console:deploy-config-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: `${JSON.stringify(config, null, 2)}\n` })
    },
  }
}
