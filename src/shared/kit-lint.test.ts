import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { screenKit } from '../../eslint.config.js'

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
  it('refuses a Mantine component whose role the kit owns: buttons, badges, notes, tables, chips', () => {
    expect(kitMessages("import { Button, ActionIcon, Badge, Alert, Table, Pagination, Chip, Switch } from '@mantine/core'")).toHaveLength(8)
    expect(kitMessages("import { UnstyledButton } from '@mantine/core'")).toHaveLength(1)
  })

  it("refuses a toast of its own: Mantine's notifications go through the kit's notify", () => {
    expect(kitMessages("import { notifications } from '@mantine/notifications'")).toHaveLength(1)
  })

  it("lets a screen use the fields, selects, checkbox, file button, grid, image and dialogs Mantine draws with the theme's defaults", () => {
    const code = `import { Checkbox, FileButton, Image, Modal, MultiSelect, NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { MainAction } from '../../../shared/ui/actions'
const screen = <Stack><TextInput label="a" /><Select data={[]} /><Checkbox label="b" /><MainAction>c</MainAction></Stack>`
    expect(kitMessages(code)).toEqual([])
  })

  it("refuses the kit's style sheets and a class string assembled by hand", () => {
    expect(kitMessages("import classes from '@/shared/entries/list/entry-list.module.css'")).toHaveLength(1)
    expect(kitMessages("import classes from '../../../shared/ui/list-choice.module.css'")).toHaveLength(1)
    expect(kitMessages('const b = <div className={`${a} ${b}`}>x</div>')).toHaveLength(1)
    expect(kitMessages('const b = <div className={a + " " + b}>x</div>')).toHaveLength(1)
    expect(kitMessages('const b = <div className={[a, b].join(" ")}>x</div>')).toHaveLength(1)
    expect(kitMessages('const b = <div className={open ? classes.open : classes.closed}>x</div>')).toEqual([])
  })

  it('refuses a colour of its own: a hex value, a colour prop, a colour in a style', () => {
    expect(kitMessages("const red = '#a51d1d'")).toEqual(['Colours come from the theme (src/app/theme.ts) only.'])
    expect(kitMessages('const b = <Text c="red.9">x</Text>')).toHaveLength(1)
    expect(kitMessages("const b = <Text c={late ? 'var(--console-negative)' : 'dimmed'}>x</Text>")).toHaveLength(1)
    expect(kitMessages('const b = <Paper bg={`var(--console-${tone})`}>x</Paper>')).toHaveLength(1)
    expect(kitMessages("const b = <div style={{ color: 'red', padding: 4 }}>x</div>")).toHaveLength(1)
  })

  it("lets a screen dim text, the theme's one colour a screen chooses", () => {
    expect(kitMessages('const b = <Text c="dimmed">x</Text>')).toEqual([])
    expect(kitMessages("const b = <Text c={empty ? 'dimmed' : undefined}>x</Text>")).toEqual([])
  })

  it('leaves shared/ui, where the kit itself is built, to its own rules', () => {
    expect(kitMessages("import { Button } from '@mantine/core'", 'src/shared/ui/actions.tsx')).toEqual([])
  })
})
