import { defineConfig, devices } from '@playwright/test'
import { FLOWS_LAUNCH } from './e2e/browser'

/**
 * The console's flows need no port: each worker serves the build (E2E_DIST, `dist` by default) with
 * a mock backend of its own (e2e/fixtures.ts, `consoleServer`). E2E_MOCK_PORT and E2E_DEV_PORT let
 * several checkouts run side by side.
 */
const dist = process.env.E2E_DIST ?? 'dist'
/**
 * The mock panel's flows (e2e/specs/mock-panel.spec.ts) need a build with the in-browser mock API
 * (`npm run build:mock` → dist-mock); they alone run on it, served as static files: its mock lives in
 * each page, so the server holds no state and all workers share it.
 */
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4273)
const mockDist = process.env.E2E_MOCK_DIST ?? 'dist-mock'
const MOCK_PANEL_SPEC = /mock-panel\.spec\.ts$/
/**
 * The dev server's smoke pass (e2e/dev/smoke.spec.ts): the console as `npm start` serves it (vite in
 * the development mode, the in-browser mock API on), on a port of its own (E2E_DEV_PORT). Its
 * warm-up (e2e/dev/warm-up.setup.ts) runs first, so the dev server has optimized every dependency
 * before a test opens a screen.
 */
const devPort = Number(process.env.E2E_DEV_PORT ?? 5273)
const devURL = `http://localhost:${devPort}`

/** The projects named with `--project` (none: all), so that a run of the console's flows alone starts no other server. */
const named = process.argv.flatMap((arg, at, args) =>
  arg === '--project' ? [args[at + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
)
const runs = (project: string) => named.length === 0 || named.some((name) => name !== undefined && project.startsWith(name))

export default defineConfig<object, { consoleDist: string | null }>({
  testDir: 'e2e/specs',
  // Three workers on two cores: a flow waits on its pages (transitions, debounces, answers) as much
  // as it computes, and a third worker fills those waits (the flows took 700 s with two, 630 s with
  // three). Every test starts from a fresh seed on its worker's own backend (e2e/fixtures.ts), so
  // any test may run beside any other.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a flow that fails once is run once more and, if it passes then, reported as flaky by name in the list
  // (two flows still fail now and then under the whole suite's load: the admin wizard's Back question, the disabled
  // switch's tooltip at 1280 px). Locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Visual snapshots: a few pixels of anti-aliasing may differ between runs, not a layout.
  expect: { timeout: 7_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Asia/Bishkek',
    // A failed test keeps its trace (every step, the console, the network) and its error-context.md
    // (the page's accessibility tree at the failure), without DOM snapshots or a screencast:
    // recording them for every test cost a tenth of the flows' time on two cores. To see the DOM
    // at each step of a failing flow, run it again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: FLOWS_LAUNCH,
  },
  // The dev server's warm-up first: the smoke pass that waits for it then runs beside the console's flows.
  projects: [
    { name: 'dev-warm-up', testDir: 'e2e/dev', testMatch: /warm-up\.setup\.ts$/, timeout: 120_000, use: { baseURL: devURL } },
    {
      name: 'dev-smoke',
      testDir: 'e2e/dev',
      testMatch: /\.spec\.ts$/,
      dependencies: ['dev-warm-up'],
      // Each test passes through one group of screens, checking every state on the way: up to 1.6 min
      // each on the two-core machine under a load of 8-10.
      timeout: 180_000,
      // The dev server serves each module on its own: a screen's first opening in a tab takes longer than on the build.
      expect: { timeout: 15_000 },
      // A control drawn without its styles may lie where no click reaches it: fail that step, not the whole test's time.
      use: { baseURL: devURL, actionTimeout: 10_000 },
    },
    { name: 'console', testIgnore: MOCK_PANEL_SPEC, use: { consoleDist: dist } },
    { name: 'mock-panel', testMatch: MOCK_PANEL_SPEC, use: { baseURL: `http://localhost:${mockPort}` } },
  ],
  webServer: [
    ...(runs('mock-panel')
      ? [
          {
            // The in-browser mock answers the page's calls; the server only serves the files.
            command: 'tsx mocks/server.ts',
            env: { PORT: String(mockPort), DIST_DIR: mockDist },
            url: `http://localhost:${mockPort}/__mock/faults`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(runs('dev-smoke') || runs('dev-warm-up')
      ? [
          {
            // `npm start` itself, on another port: .env.development turns the in-browser mock API on.
            command: `npm start -- --port ${devPort} --strictPort`,
            url: devURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
})
