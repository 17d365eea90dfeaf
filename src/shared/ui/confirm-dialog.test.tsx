import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ru } from '@/shared/i18n/ru'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

type Question = Partial<ConfirmDialogProps>

function renderQuestion(props: Question = {}) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(
    <MantineProvider env="test">
      <ConfirmDialog
        opened
        title="Удалить город?"
        message="Город Казань будет удалён"
        confirmLabel={ru.common.delete}
        danger
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      />
    </MantineProvider>,
  )
  return { onConfirm, onClose }
}

/** A screen with a button that asks the question and closes it on either answer. */
function Screen({ onConfirm }: { onConfirm: () => void }) {
  const [opened, setOpened] = useState(false)
  return (
    <MantineProvider env="test">
      <button type="button" onClick={() => setOpened(true)}>
        Удалить Казань
      </button>
      <ConfirmDialog
        opened={opened}
        title="Удалить город?"
        confirmLabel={ru.common.delete}
        onConfirm={() => {
          onConfirm()
          setOpened(false)
        }}
        onClose={() => setOpened(false)}
      />
    </MantineProvider>
  )
}

describe('ConfirmDialog', () => {
  it('asks with the texts its caller passes: the title names the dialog, the message and both answers show', async () => {
    renderQuestion({ cancelLabel: 'Остаться', confirmLabel: 'Уйти' })
    const dialog = await screen.findByRole('dialog', { name: 'Удалить город?' })
    expect(dialog).toHaveTextContent('Город Казань будет удалён')
    expect(screen.getByRole('button', { name: 'Остаться' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Уйти' })).toBeInTheDocument()
  })

  it('the confirm button confirms; Cancel and Escape close without confirming', async () => {
    const user = userEvent.setup()
    const { onConfirm, onClose } = renderQuestion()
    await user.click(await screen.findByRole('button', { name: ru.common.delete }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: ru.common.cancel }))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('starts with the focus on Cancel, so a stray Enter confirms nothing', async () => {
    const user = userEvent.setup()
    const { onConfirm, onClose } = renderQuestion()
    await waitFor(() => expect(screen.getByRole('button', { name: ru.common.cancel })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('confirms on Enter wherever the focus is when the question was asked from the keyboard', async () => {
    const user = userEvent.setup()
    const { onConfirm, onClose } = renderQuestion({ confirmOnEnter: true })
    await waitFor(() => expect(screen.getByRole('button', { name: ru.common.cancel })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('while the action runs, Cancel is disabled and neither Escape nor Enter answers', async () => {
    const user = userEvent.setup()
    const { onConfirm, onClose } = renderQuestion({ pending: true, confirmOnEnter: true })
    await screen.findByRole('dialog')
    expect(screen.getByRole('button', { name: ru.common.cancel })).toBeDisabled()
    await user.keyboard('{Escape}')
    await user.keyboard('{Enter}')
    expect(onClose).not.toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('shows a failed action inside, and stays open', async () => {
    renderQuestion({ error: 'City not found' })
    expect(await screen.findByRole('alert')).toHaveTextContent('City not found')
    expect(screen.getByRole('dialog', { name: 'Удалить город?' })).toBeInTheDocument()
  })

  it('gives the focus back to what opened it once answered', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Screen onConfirm={onConfirm} />)
    const opener = screen.getByRole('button', { name: 'Удалить Казань' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: ru.common.delete }))
    expect(onConfirm).toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
