import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { screenKit } from '../../../eslint.config.js'

const linter = new Linter({ configType: 'flat' })
const config: Linter.Config[] = [
  { files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
  screenKit,
]

/** The lint messages a screen file with `code` gets from the kit's rule. */
function kitMessages(code: string, file = 'src/features/users/components/users-table.tsx') {
  return linter.verify(code, config, { filename: file }).map((message) => message.message)
}

describe('a screen never styles a control of its own (docs/ui.md, eslint.config.js)', () => {
  it("refuses Mantine's Button, Checkbox and Select imported by a screen", () => {
    expect(kitMessages("import { Button, Checkbox, Select } from '@mantine/core'")).toHaveLength(3)
  })

  it('refuses the plain-controls classes and a class string assembled by hand', () => {
    expect(kitMessages("import controls from '../../../shared/ui/plain-controls.module.css'")).toHaveLength(1)
    expect(kitMessages('const b = <button className={`${a} ${b}`}>x</button>')).toHaveLength(1)
  })

  it('refuses a colour of its own: a hex value or a colour prop', () => {
    expect(kitMessages("const red = '#a51d1d'")).toEqual(['Colours come from the theme (src/app/theme.ts) only.'])
    expect(kitMessages('const b = <Badge color="red.9">x</Badge>')).toHaveLength(1)
  })

  it("lets a screen compose the kit, Mantine's layout pieces and the theme's dimmed text", () => {
    const code = `import { Group, Text } from '@mantine/core'
import { MainAction } from '../../../shared/ui/actions'
const screen = <Group><Text c="dimmed">x</Text><MainAction>y</MainAction></Group>`
    expect(kitMessages(code)).toEqual([])
  })

  it('leaves shared/ui, where the kit itself is built, to its own rules', () => {
    expect(kitMessages("import { Button } from '@mantine/core'", 'src/shared/ui/actions.tsx')).toEqual([])
  })
})
