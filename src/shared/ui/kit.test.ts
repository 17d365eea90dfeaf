import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..', '..')
/** The theme is the one place a colour value is written; limits.ts holds spec section 9's primary colour, which the theme takes. */
const THEME = ['app/theme.ts', 'app/color-roles.ts', 'shared/limits.ts']
/** A palette shade by number, as a CSS variable (`--mantine-color-gray-1`) or a Mantine prop (`"gray.1"`): the same in both schemes. */
const PALETTE_SHADE = /--mantine-color-[a-z]+-\d\b|["'][a-z]+\.\d["']/g
const HEX_COLOUR = /(?<![\w&])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/g

/** Re-exports (`export … from`, `export *`): one import path per symbol. */
const RE_EXPORT = /^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s/m
/** A toast shown around the kit's notify. */
const RAW_TOAST = /notifications\.show\(|showNotification\(/
/**
 * The modules that load a piece lazily (React.lazy), each heavy and not needed for its screen's
 * first paint, as docs/architecture.md 'Loading code lazily' lists them: a new one is added there first.
 */
const LAZY_MODULES = [
  // The heavy optional pieces: the markup editor (CodeMirror), the map, the command palette.
  'shared/markup/markup-editor.tsx',
  'shared/entries/location-map/location-map.tsx',
  'features/palette/components/palette-launcher.tsx',
  // The export dialog is a heavy optional piece.
  'shared/bulk/export-button.tsx',
]

/**
 * A `<Suspense>` written in a module, e.g. on a condition (`open && (<Suspense …>…</Suspense>)`, `open ? (…) : null`) or
 * after an early `return null`. A dialog's is DialogSlot's own.
 */
const SUSPENSE = /<Suspense\b[^>]*>([\s\S]*?)<\/Suspense>/g
/** A module that draws a modal: Mantine's Modal or one of the kit's dialogs (ConfirmDialog, NameDialog, ResultDialog…). */
const DRAWS_MODAL = /<(?:Modal|[A-Z]\w*Dialog)\b/
/** A component named as a dialog, where its module cannot be told (a prop such as an entry list's `Dialogs`). */
const DIALOG_NAME = /(?:Modal|Dialogs?|Sheet|Wizard)$/

/** The module a path of an import in `from` (relative to src/) names, relative to src/. */
function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? join(dirname(from), specifier) : null
  if (base === null) return null
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => `${base}${ending}`).find((path) => existsSync(join(SRC, path))) ?? null
}

/** The module a `const Name = lazy(…)` of `text` loads, directly or through its loader (`const loadX = () => import('…')`). */
function lazyModuleOf(text: string, from: string, name: string): string | null {
  const call = new RegExp(`const ${name} = lazy\\((.*)\\)\\s*$`, 'm').exec(text)?.[1]
  if (!call) return null
  const direct = /import\('([^']+)'\)/.exec(call)?.[1]
  const loader = /^(?:\(\) => )?(\w+)(?:\(\)|$)/.exec(call)?.[1]
  const loaded = loader ? new RegExp(`const ${loader} = \\(\\) => import\\('([^']+)'\\)`).exec(text)?.[1] : undefined
  const specifier = direct ?? loaded
  return specifier ? resolveModule(from, specifier) : null
}

/**
 * The dialogs `text` (the module at `from`, relative to src/) mounts in a `<Suspense>` of its own, not in a DialogSlot:
 * mounted only while they are open (unmounted at once on close, they neither animate closed nor give the focus back),
 * or mounted open (Mantine then does not note what had the focus). See docs/architecture.md, 'Loading code lazily'.
 * A component counts as a dialog when its lazily loaded module draws a modal, or, when the module cannot be told (a
 * prop), by its name.
 */
function dialogsMountedWhileOpen(text: string, from: string): string[] {
  return [...text.matchAll(SUSPENSE)].flatMap(([, body]) =>
    [...new Set([...body!.matchAll(/<([A-Z]\w*)\b/g)].map((match) => match[1]!))].filter((name) => {
      const module = lazyModuleOf(text, from, name)
      return module ? DRAWS_MODAL.test(readFileSync(join(SRC, module), 'utf8')) : DIALOG_NAME.test(name)
    }),
  )
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Hex colours in a file, leaving out data URLs (an SVG's fill inside a url(...) is encoded). */
function hexColoursIn(text: string): string[] {
  return [...text.replace(/url\([^)]*\)/g, '').matchAll(HEX_COLOUR)].map((match) => match[0])
}

describe('the control kit (docs/ui.md)', () => {
  it('colours come from the theme only: no component or style sheet carries a hex colour', () => {
    const found = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !THEME.includes(path) && path !== 'routeTree.gen.ts')
      .flatMap((path) => hexColoursIn(readFileSync(join(SRC, path), 'utf8')).map((hex) => `${path}: ${hex}`))
    expect(found).toEqual([])
  })

  it('style sheets and components name colour roles, never a palette shade, so each reads in light and dark (docs/ui.md)', () => {
    // The mock panel (mocks/panel) is drawn in the console's theme too.
    const found = [...sourceFiles(SRC), ...sourceFiles(join(SRC, '..', 'mocks', 'panel'))]
      .map((path) => relative(SRC, path))
      .filter((path) => !THEME.includes(path) && !path.startsWith('shared/i18n/') && path !== 'routeTree.gen.ts')
      .flatMap((path) => [...readFileSync(join(SRC, path), 'utf8').matchAll(PALETTE_SHADE)].map((match) => `${path}: ${match[0]}`))
    expect(found).toEqual([])
  })

  it('finds a palette shade where one is named', () => {
    expect(
      ['background: var(--mantine-color-gray-1);', '<Box bg="gray.1" />', 'var(--console-surface)'].map((text) =>
        text.match(PALETTE_SHADE),
      ),
    ).toEqual([['--mantine-color-gray-1'], ['"gray.1"'], null])
  })

  it('finds a hex colour where one is written, and not in an encoded data URL', () => {
    expect(hexColoursIn("color: '#1e6b30'; border: 1px solid #c92a2a")).toEqual(['#1e6b30', '#c92a2a'])
    expect(hexColoursIn('background: url("data:image/svg+xml,%3Cpath fill=\'%23868e96\'/%3E")')).toEqual([])
  })

  it('is the control kit alone: at most 40 files, its tests and style sheets counted', () => {
    expect(readdirSync(join(SRC, 'shared/ui')).length).toBeLessThanOrEqual(40)
  })

  it('names every dialog one way: no module and no component is called a modal', () => {
    const files = sourceFiles(SRC).map((path) => relative(SRC, path))
    expect(files.filter((path) => /modal/i.test(basename(path)))).toEqual([])
    const modals = files
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) =>
        [...readFileSync(join(SRC, path), 'utf8').matchAll(/export (?:default )?function (\w*Modal)\b/g)].map(
          (match) => `${path}: ${match[1]}`,
        ),
      )
    expect(modals).toEqual([])
  })

  it('has no look-alikes left: plain-controls.module.css is gone and no file is named for its loading or origin', () => {
    expect(existsSync(join(SRC, 'shared/ui/plain-controls.module.css'))).toBe(false)
    const files = sourceFiles(SRC).map((path) => relative(SRC, path))
    expect(files.filter((path) => /^(plain|deferred)-/.test(basename(path)))).toEqual([])
    // A `-dialog` file beside a file of the same name was a pair made only to split a chunk.
    const pairs = files.filter(
      (path) => /-dialog\.tsx$/.test(path) && existsSync(join(SRC, dirname(path), basename(path).replace('-dialog', ''))),
    )
    expect(pairs).toEqual([])
  })

  it('one import path per symbol: nothing in shared/ui re-exports another module', () => {
    const found = sourceFiles(join(SRC, 'shared/ui'))
      .filter((path) => RE_EXPORT.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path))
    expect(found).toEqual([])
    expect(RE_EXPORT.test("export { Select } from '@mantine/core'")).toBe(true)
    expect(RE_EXPORT.test("export type { X } from './x'")).toBe(true)
    expect(RE_EXPORT.test('export const x = 1')).toBe(false)
  })

  it("toasts go through the kit's notify (shared/ui/notify.tsx) alone", () => {
    const found = [...sourceFiles(SRC), ...sourceFiles(join(SRC, '..', 'mocks'))]
      .filter((path) => !path.endsWith(join('shared', 'ui', 'notify.tsx')) && RAW_TOAST.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path))
    expect(found).toEqual([])
  })

  it('mounts every lazily loaded dialog in a DialogSlot, never only while it is open: each close animates and gives the focus back', () => {
    const found = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => /\.tsx?$/.test(path))
      .flatMap((path) => dialogsMountedWhileOpen(readFileSync(join(SRC, path), 'utf8'), path).map((name) => `${path}: ${name}`))
    expect(found).toEqual([])
  })

  it('finds a dialog mounted in a Suspense of its own (on a condition, after an early return), and leaves other lazy pieces alone', () => {
    const exportButton = `const loadExportDialog = () => import('./export-dialog')
const ExportDialog = lazy(() => loadExportDialog().then((module) => ({ default: module.ExportDialog })))
export function ExportButton() {
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ExportDialog what={what} run={run} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}`
    expect(dialogsMountedWhileOpen(exportButton, 'shared/bulk/export-button.tsx')).toEqual(['ExportDialog'])
    const leaveGuard = `const LeaveGuardDialog = lazy(() => import('@/shared/drafts/leave-guard-dialog'))
const modal = blocker.status === 'blocked' ? (
  <Suspense fallback={null}>
    <LeaveGuardDialog onStay={stay} onLeave={leave} />
  </Suspense>
) : null`
    expect(dialogsMountedWhileOpen(leaveGuard, 'shared/drafts/use-leave-guard.tsx')).toEqual(['LeaveGuardDialog'])
    const deleteConfirm = `const loadConfirm = () => import('./confirm-dialog')
const ConfirmDialog = lazy(() => loadConfirm().then((module) => ({ default: module.ConfirmDialog })))
  if (target === null) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog title={title} onClose={onClose} />
    </Suspense>
  )`
    expect(dialogsMountedWhileOpen(deleteConfirm, 'shared/ui/cities-page.tsx')).toEqual(['ConfirmDialog'])
    // A component given as a prop: told by its name.
    expect(dialogsMountedWhileOpen('{dialog && (<Suspense fallback={null}><Dialogs dialog={dialog} /></Suspense>)}', 'x.tsx')).toEqual([
      'Dialogs',
    ])
    // The command palette (Spotlight) mounts on its first request; the same dialog in a DialogSlot is not flagged.
    const palette = `const loadPalette = () => import('./command-palette')
const CommandPalette = lazy(loadPalette)
{request > 0 && (<Suspense fallback={null}><CommandPalette request={request} /></Suspense>)}`
    expect(dialogsMountedWhileOpen(palette, 'features/palette/components/palette-launcher.tsx')).toEqual([])
    const slotted = `const LeaveGuardDialog = lazy(() => import('@/shared/drafts/leave-guard-dialog'))
<DialogSlot open={blocked}>{(_, opened) => <LeaveGuardDialog opened={opened} />}</DialogSlot>`
    expect(dialogsMountedWhileOpen(slotted, 'shared/drafts/use-leave-guard.tsx')).toEqual([])
  })

  it('loads lazily with React.lazy only where docs/architecture.md says (the heavy pieces no first paint needs)', () => {
    const found = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => /\blazy\(/.test(readFileSync(join(SRC, path), 'utf8')))
    expect(found.sort()).toEqual([...LAZY_MODULES].sort())
  })
})
