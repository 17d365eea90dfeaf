import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIALOG_FILES } from '../../e2e/dialogs'

/** The elements that open a dialog or a menu: Mantine's, the palette's and the kit's dialogs (src/shared/ui draws them). */
const DIALOG_ELEMENT = /<(Modal|Drawer|Popover|HoverCard|Spotlight\.Root|ConfirmDialog|NameDialog|ResultDialog|Menu)[\s>]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : []
  })
}

/** Each file of src (the kit's own dialogs left out) with how many dialog or menu elements it draws. */
function drawnDialogs(): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const file of sourceFiles('src')) {
    if (file.startsWith(join('src', 'shared', 'ui'))) continue
    const count = readFileSync(file, 'utf8').match(DIALOG_ELEMENT)?.length ?? 0
    if (count > 0) counts[file.split('\\').join('/')] = count
  }
  return counts
}

describe('every dialog and menu a person opens is in the keyboard and reflow sweep (e2e/dialogs.ts)', () => {
  it('names each file that draws a dialog or a menu, once for each it draws', () => {
    const named = Object.fromEntries(Object.entries(DIALOG_FILES).map(([file, dialogs]) => [file, dialogs.length]))
    expect(named).toEqual(drawnDialogs())
  })

  it('opens every dialog it calls swept: the sweep names its file as a source', () => {
    const sweep = readFileSync('e2e/specs/a11y-reflow.spec.ts', 'utf8')
    const swept = Object.entries(DIALOG_FILES).filter(([, dialogs]) => dialogs.some((dialog) => dialog === 'swept'))
    expect(swept.filter(([file]) => !sweep.includes(`'${file}'`)).map(([file]) => file)).toEqual([])
  })
})
