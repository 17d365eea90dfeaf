import { MantineProvider, MultiSelect, Select } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
