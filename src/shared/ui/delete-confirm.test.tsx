import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { DeleteConfirm } from './delete-confirm'

type City = { _id: string; name: string }
const city: City = { _id: 'c1', name: 'Казань' }

function renderConfirm(props: { target: City | null; error?: Error | null; isPending?: boolean; failureText?: (error: Error) => string }) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(
    <MantineProvider env="test">
      <DeleteConfirm
        target={props.target}
        title="Удалить город?"
        message={(item) => `Город ${item.name} будет удалён`}
        call={{ isPending: props.isPending ?? false, error: props.error ?? null }}
        {...(props.failureText ? { failureText: props.failureText } : {})}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </MantineProvider>,
  )
  return { onConfirm, onClose }
}

describe('DeleteConfirm', () => {
  it('stays closed without a target', () => {
    renderConfirm({ target: null })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks about the target, focus on Cancel; Delete confirms that target, Cancel closes', async () => {
    const user = userEvent.setup()
    const { onConfirm, onClose } = renderConfirm({ target: city })
    const dialog = await screen.findByRole('dialog', { name: 'Удалить город?' })
    expect(dialog).toHaveTextContent('Город Казань будет удалён')
    await user.click(screen.getByRole('button', { name: ru.common.delete }))
    expect(onConfirm).toHaveBeenCalledWith(city)
    await user.click(screen.getByRole('button', { name: ru.common.cancel }))
    expect(onClose).toHaveBeenCalled()
  })

  it("a failed delete shows the server's message inside, or the feature's text for it", async () => {
    const failure = new ApiError('http', 'City not found', { status: 404, serverMessage: 'City not found' })
    renderConfirm({ target: city, error: failure, failureText: (error) => `Ошибка: ${error.message}` })
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка: City not found')
  })
})
