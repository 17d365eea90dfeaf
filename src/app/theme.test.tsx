import { Menu, Modal, MantineProvider, MultiSelect, Select, Tooltip } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FloatingLayers } from '@/shared/a11y/floating-layers'
import { theme } from './theme'

describe("the console's dropdowns (spec section 8)", () => {
  it.each([
    ['a select', Select],
    ['a multi-select', MultiSelect],
  ])("%s with nothing matching what is typed shows 'Не найдено.'", async (_, Dropdown) => {
    render(
      <MantineProvider theme={theme} env="test">
        <Dropdown label="Город" searchable data={['Бишкек', 'Ош']} />
      </MantineProvider>,
    )
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Город' }), 'Я')
    expect(await screen.findByText('Не найдено.')).toBeInTheDocument()
  })
})

describe('what floats over a screen is drawn inside its landmark, a modal at the end of the body', () => {
  // Found while they may still fade in: where they are drawn is what counts.
  it('draws a tooltip, a menu and a select’s options into the floating layers in <main>, and a modal outside it', async () => {
    render(
      <MantineProvider theme={theme}>
        <main>
          <Tooltip label="Подсказка" opened>
            <button type="button">С подсказкой</button>
          </Tooltip>
          <Menu opened>
            <Menu.Target>
              <button type="button">Действия</button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item>Открыть</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Select label="Город" data={['Бишкек']} dropdownOpened />
          <Modal opened title="Диалог" onClose={() => undefined}>
            Текст
          </Modal>
          <FloatingLayers />
        </main>
      </MantineProvider>,
    )
    const main = screen.getByRole('main')
    expect(main).toContainElement(await screen.findByRole('tooltip', { hidden: true }))
    expect(main).toContainElement(await screen.findByRole('menu', { hidden: true }))
    expect(main).toContainElement(await screen.findByRole('listbox', { hidden: true }))
    expect(main).not.toContainElement(await screen.findByRole('dialog', { hidden: true }))
  })
})
