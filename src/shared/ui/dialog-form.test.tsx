import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ru } from '@/shared/i18n/ru'
import { DialogForm } from './dialog-form'

describe('DialogForm', () => {
  it('submits without reloading the page; while saving the submit spins and Cancel is disabled; an error shows above the buttons', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const onCancel = vi.fn()
    const { rerender } = render(
      <MantineProvider env="test">
        <DialogForm submitLabel="Создать" pending={false} onSubmit={onSubmit} onCancel={onCancel}>
          <input aria-label="Название" />
        </DialogForm>
      </MantineProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Спорт{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: ru.common.cancel }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    rerender(
      <MantineProvider env="test">
        <DialogForm submitLabel="Создать" pending onSubmit={onSubmit} onCancel={onCancel} error="Страна уже есть">
          <input aria-label="Название" />
        </DialogForm>
      </MantineProvider>,
    )
    expect(screen.getByRole('button', { name: ru.common.cancel })).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent('Страна уже есть')
  })
})
