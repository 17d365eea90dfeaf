/** The pure parts of `npm run bench:compare`: ratios, budget verdicts, the markdown table, the build's env. */

/** A row's budget: a ceiling on the after figure, or on after ÷ before. */
export type Budget = { max: number } | { maxRatio: number }

export type CompareRow = { metric: string; before: number | null; after: number | null; budget?: Budget }

/** a ÷ b to two decimals; null when either is missing or b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null
  return Math.round((a / b) * 100) / 100
}

/** 'ok' or 'OVER' with the budget it was held to; 'info' for a row without one. */
export function verdict(row: CompareRow): string {
  const { budget } = row
  if (!budget) return 'info'
  if ('max' in budget) return row.after === null ? '–' : `${row.after <= budget.max ? 'ok' : 'OVER'} (≤ ${budget.max})`
  const change = ratio(row.after, row.before)
  return change === null ? '–' : `${change <= budget.maxRatio ? 'ok' : 'OVER'} (≤ ${budget.maxRatio}× before)`
}

export const isOver = (row: CompareRow) => verdict(row).startsWith('OVER')

const cell = (value: number | null) => (value === null ? '–' : String(value))

/** One markdown table: metric, before, after, after ÷ before, verdict. */
export function markdownTable(rows: CompareRow[], labels = { before: 'before', after: 'after' }): string {
  const lines = [
    `| metric | ${labels.before} | ${labels.after} | after ÷ before | verdict |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) => `| ${row.metric} | ${cell(row.before)} | ${cell(row.after)} | ${cell(ratio(row.after, row.before))} | ${verdict(row)} |`,
    ),
  ]
  return lines.join('\n')
}

/** The variables an npm script sets before its command (`A=1 B=x vite build` gives A and B). */
export function scriptEnv(script: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const word of script.trim().split(/\s+/)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word)
    if (!assignment) break
    env[assignment[1]!] = assignment[2]!
  }
  return env
}

/** The parts named in a comma-separated list (all of them when it is empty); refuses an unknown name. */
export function chosenParts<Part extends string>(list: string | undefined, all: readonly Part[]): Part[] {
  if (!list?.trim()) return [...all]
  const names = list.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !(all as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`unknown part ${unknown.join(', ')}: choose among ${all.join(', ')}`)
  return all.filter((part) => names.includes(part))
}
