import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ru } from './ru'
import { authText, shellText } from './shell'

const SRC = join(import.meta.dirname, '..', '..')

/** Every text module of shared/i18n by its name ('ru', 'organizations', …). */
const MODULES = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })).map(([path, module]) => [
    path.slice(2, -3),
    module,
  ]),
)
const CYRILLIC = /[\u0400-\u04FF]/
/**
 * The texts of shared widgets kept apart from ru.ts because they are a family of their own: the lists' bulk actions and
 * export, and the markup editor.
 */
const SHARED_WIDGET_TEXTS = new Set(['bulk', 'markup'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Russian text in string literals, templates and JSX text (comments do not count). */
function russianLiterals(path: string): string[] {
  const file = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && CYRILLIC.test(node.text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${relative(SRC, path)}:${line + 1} ${node.text.trim()}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function strings(value: unknown, path = 'ru'): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`))
  return []
}

describe('texts (common rule: every Russian text lives in shared/i18n/)', () => {
  it('no Russian appears in src/ outside shared/i18n/, not even in a comment', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => !path.includes(`${join('shared', 'i18n')}${sep}`))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) => (CYRILLIC.test(line) ? [`${relative(SRC, path)}:${index + 1}`] : [])),
      )
    expect(offenders).toEqual([])
  })

  it('no Russian literal appears in src/ outside shared/i18n/', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => !path.includes(`${join('shared', 'i18n')}${sep}`))
      .flatMap(russianLiterals)
    expect(offenders).toEqual([])
  })

  it('the checker does find a Russian literal and ignores comments', () => {
    const probe = ts.createSourceFile(
      'probe.tsx',
      "// Комментарий\nconst a = 'Привет'\nconst b = <b>Текст</b>\nconst c = `x ${a} Шаблон`",
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    )
    const texts: string[] = []
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && CYRILLIC.test(node.text))
        texts.push(node.text.trim())
      ts.forEachChild(node, visit)
    }
    visit(probe)
    expect(texts).toEqual(['Привет', 'Текст', 'Шаблон'])
  })

  it('the texts are one module per feature (named after its folder in src/features), one per family of shared widgets, and ru.ts for the shared words', () => {
    const features = new Set(
      readdirSync(join(SRC, 'features'), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : [])),
    )
    expect(Object.keys(MODULES)).toContain('ru')
    expect(Object.keys(MODULES).filter((name) => name !== 'ru' && !features.has(name) && !SHARED_WIDGET_TEXTS.has(name))).toEqual([])
  })

  it('the shared words (ru.ts) write each text once: a second place refers to the first', () => {
    const path = join(SRC, 'shared', 'i18n', 'ru.ts')
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    const written: string[] = []
    const visit = (node: ts.Node) => {
      // Whole texts only: a template's parts around its values are not texts of their own.
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CYRILLIC.test(node.text)) written.push(node.text)
      ts.forEachChild(node, visit)
    }
    visit(file)
    expect(written.length).toBeGreaterThan(100)
    expect(written.filter((text, index) => written.indexOf(text) !== index)).toEqual([])
  })

  it('no text of any module is empty', () => {
    expect(Object.keys(MODULES).length).toBeGreaterThan(1)
    const empty = Object.entries(MODULES).flatMap(([name, module]) => strings(module, name).filter(([, text]) => text.trim() === ''))
    expect(empty).toEqual([])
  })

  it("the spec's fixed texts are there as the spec writes them", () => {
    expect(authText.emailPlaceholder).toBe('E mail')
    expect(authText.submit).toBe('Войти')
    expect(ru.common.unknownErrorPlaceholder).toBe('Неизвестная ошибка')
    expect(ru.errors.unknownServer).toBe('Unknown server error')
    expect(ru.errors.noResponse).toBe('No response from the server')
    expect(ru.errors.unknown).toBe('Unknown error')
    expect(shellText.nav.rootName).toBe('Super admin')
    expect(shellText.nav.rootRole).toBe('Root')
    expect(shellText.session.countsFailed).toBe('Error fetching complaints count')
  })
})
